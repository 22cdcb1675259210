import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getSessionSummaryOptions } from '@/api/generated/@tanstack/react-query.gen';
import { Dialog } from '@/components/dialog';
import { FigureList } from '@/components/figure-list';
import { paths } from '@/config/paths';
import { useIsSignedIn, useSignOut, useUserInfo } from '@/features/session';
import { i18n } from '@/lib/i18n/runtime';
import { formatMoney } from '@/lib/money';
import { durationWords, nextCheck, realityCheckStep, startClock } from './model/reality-check';
import { useProtection } from './protection-query';
import { readClock, TAB_ID, writeClock } from './reality-check-clock';

const TICK_MS = 1000;

function netWords(net: number): string {
  if (net > 0) {
    const amount = formatMoney(net);
    return i18n._(msg`Profit ${amount}`);
  }
  if (net < 0) {
    const amount = formatMoney(-net);
    return i18n._(msg`Loss ${amount}`);
  }
  return formatMoney(0);
}

/** Mount once; `busy` (a bet is being placed) makes it wait. */
export function RealityCheck({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const user = useUserInfo()?.username ?? null;
  const minutes = useProtection().data?.result.realityCheckMinutes;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const clock = open ? readClock() : null;

  const active = signedIn && user !== null && minutes !== undefined;

  useEffect(() => {
    if (!signedIn || user === null || minutes === undefined) return;
    const tick = () => {
      const at = Date.now();
      let current = readClock();
      if (!current || current.user !== user) {
        current = startClock(user, at, minutes);
        writeClock(current);
      }
      const step = realityCheckStep(current, { tabId: TAB_ID, nowMs: at, minutes, busy, open });
      if (step === 'claim' || step === 'renew') writeClock({ ...current, shownBy: TAB_ID, shownAt: at });
      else if (step === 'show') {
        setNow(at);
        setOpen(true);
      } else if (step === 'hide') setOpen(false);
    };
    tick();
    const id = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(id);
  }, [signedIn, user, minutes, busy, open]);

  const summary = useQuery({
    ...getSessionSummaryOptions({ query: { since: new Date(clock?.loginAt ?? now).toISOString() } }),
    enabled: open && clock !== null,
  });

  const answer = (then?: () => void) => {
    const current = readClock();
    if (current) writeClock(nextCheck(current, Date.now(), minutes ?? null));
    setOpen(false);
    then?.();
  };

  const result = summary.data?.result;
  return (
    <Dialog opened={open && active} onClose={() => answer()} title={t`Reality check`}>
      <Stack gap="sm">
        <FigureList
          figures={[
            { label: t`Logged in for`, value: clock ? durationWords(now - clock.loginAt) : '…', testId: 'reality-check-duration' },
            {
              label: t`Net result of bets settled since you logged in`,
              value: result ? netWords(result.netResult) : '…',
              testId: 'reality-check-net',
            },
            { label: t`Bets settled since you logged in`, value: result ? String(result.settledBets) : '…', testId: 'reality-check-bets' },
          ]}
        />
        {summary.isError && <Text size="sm">{t`The net result could not be read just now.`}</Text>}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={() => answer(() => signOut('requested'))}>
            {t`Log out`}
          </Button>
          <Button variant="default" onClick={() => answer(() => void navigate(paths.betHistory))}>
            {t`See my bet history`}
          </Button>
          <Button onClick={() => answer()}>{t`Continue`}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
