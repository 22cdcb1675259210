import { Button, Group, Text } from '@mantine/core';
import { setLivePricesPaused } from './model/hub-state-store';
import type { HubState } from './model/hub-state-store';
import { useRealtimeState } from './use-realtime-state';
import classes from './live-indicator.module.css';

const labels: Record<HubState, { text: string; tone: 'live' | 'pending' | 'offline' }> = {
  Connected: { text: 'Live', tone: 'live' },
  Connecting: { text: 'Connecting…', tone: 'pending' },
  Reconnecting: { text: 'Reconnecting…', tone: 'pending' },
  Disconnecting: { text: 'Offline', tone: 'offline' },
  Disconnected: { text: 'Offline', tone: 'offline' },
};

/** The connection's state in words and a shape (not colour alone), and the control that pauses
 * moving prices (WCAG 2.2.2). */
export function LiveIndicator() {
  const { hub, livePricesPaused } = useRealtimeState();
  const label = labels[hub];
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" fw={600} className={classes.status} data-tone={label.tone} data-testid="live-indicator">
        <span className={classes.dot} aria-hidden="true" />
        {label.text}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        aria-pressed={livePricesPaused}
        onClick={() => setLivePricesPaused(!livePricesPaused)}
      >
        {livePricesPaused ? 'Resume live prices' : 'Pause live prices'}
      </Button>
    </Group>
  );
}
