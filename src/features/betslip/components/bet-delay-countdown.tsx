import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CHECKING_TEXT } from '../hooks/use-place-bet';

/** docs/wire.md §2.4; a polite status: screen readers hear the seconds left, checking too. */
export function BetDelayCountdown({ delayMs, checking = false }: { delayMs: number; checking?: boolean }) {
  const { t } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(delayMs / 1000));
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="bet-delay">
      <Loader size="xs" aria-hidden="true" />
      {checking ? (
        <Text size="sm" data-testid="bet-checking">
          {t(CHECKING_TEXT)}
        </Text>
      ) : (
        <Text size="sm">
          {t`Your bet is being processed.`}{' '}
          {delayMs > 0 && (
            <>
              {t`Please wait...`} <span aria-hidden="true">{secondsLeft}</span>
              <VisuallyHidden component="span">{t`${secondsLeft} seconds left`}</VisuallyHidden>
            </>
          )}
        </Text>
      )}
    </Group>
  );
}
