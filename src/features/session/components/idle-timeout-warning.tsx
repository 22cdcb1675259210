import { Button, Group, Stack, Text } from '@mantine/core';
import { useIdleTimeout } from '../hooks/use-idle-timeout';
import { formatCountdown } from '../model/countdown';
import { Dialog } from '@/components/dialog';

function idleText(seconds: number | null): string {
  if (seconds === null) return 'a while';
  const minutes = Math.round(seconds / 60);
  return minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${seconds} seconds`;
}

/** WCAG 2.2.1's simple action. Mount only while signed in. */
export function IdleTimeoutWarning() {
  const { warningSecondsLeft, timeoutSeconds, staySignedIn, signOutNow } = useIdleTimeout();
  return (
    <Dialog opened={warningSecondsLeft !== null} onClose={staySignedIn} title="Are you still there?">
      <Stack gap="md">
        <Text>
          You have been inactive for {idleText(timeoutSeconds)}. For your security you will be logged out in{' '}
          <span role="timer">{formatCountdown(warningSecondsLeft ?? 0)}</span>.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={signOutNow}>
            Log out
          </Button>
          <Button onClick={staySignedIn} data-autofocus>
            Stay signed in
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
