import { Button, Group, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIdleTimeout } from '../hooks/use-idle-timeout';
import { formatCountdown } from '../model/countdown';
import { Dialog } from '@/components/dialog';

/** WCAG 2.2.1's simple action. Mount only while signed in. */
export function IdleTimeoutWarning() {
  const { t } = useLingui();
  const { warningSecondsLeft, timeoutSeconds, staySignedIn, signOutNow } = useIdleTimeout();
  const idleText = (seconds: number | null): string => {
    if (seconds === null) return t`a while`;
    const minutes = Math.round(seconds / 60);
    return minutes >= 1 ? plural(minutes, { one: '# minute', other: '# minutes' }) : t`${seconds} seconds`;
  };
  const inactiveFor = idleText(timeoutSeconds);
  const countdown = formatCountdown(warningSecondsLeft ?? 0);
  return (
    <Dialog opened={warningSecondsLeft !== null} onClose={staySignedIn} title={t`Are you still there?`}>
      <Stack gap="md">
        <Text>
          <Trans>
            You have been inactive for {inactiveFor}. For your security you will be logged out in <span role="timer">{countdown}</span>.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={signOutNow}>
            {t`Log out`}
          </Button>
          <Button onClick={staySignedIn} data-autofocus>
            {t`Stay signed in`}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
