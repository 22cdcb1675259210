import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { setLivePricesPaused } from './model/hub-state-store';
import type { HubState } from './model/hub-state-store';
import { useRealtimeState } from './use-realtime-state';
import classes from './live-indicator.module.css';

const labels: Record<HubState, { text: MessageDescriptor; tone: 'live' | 'pending' | 'offline' }> = {
  Connected: { text: msg`Live`, tone: 'live' },
  Connecting: { text: msg`Connecting…`, tone: 'pending' },
  Reconnecting: { text: msg`Reconnecting…`, tone: 'pending' },
  Disconnecting: { text: msg`Offline`, tone: 'offline' },
  Disconnected: { text: msg`Offline`, tone: 'offline' },
};

function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0); // a new `at` is counted from now, not from the last tick
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === null ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** Not a live region: its countdown would be read out every second. */
export function LiveIndicator() {
  const { t } = useLingui();
  const { hub, retryAt, livePricesPaused } = useRealtimeState();
  const label = labels[hub];
  const retryIn = useSecondsUntil(hub === 'Disconnected' ? retryAt : null);
  const retrying = retryIn === null ? null : t`retrying in ${retryIn} s`;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" fw={600} className={classes.status} data-tone={label.tone} data-testid="live-indicator">
        <span className={classes.dot} aria-hidden="true" />
        {t(label.text)}
        {retrying !== null && ` — ${retrying}`}
      </Text>
      <Button size="compact-xs" variant="default" aria-pressed={livePricesPaused} onClick={() => setLivePricesPaused(!livePricesPaused)}>
        {livePricesPaused ? t`Resume live prices` : t`Pause live prices`}
      </Button>
    </Group>
  );
}
