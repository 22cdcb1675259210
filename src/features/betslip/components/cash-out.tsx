import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RunnerAmount } from '@/api/generated/types.gen';
import { AutoCashOut, useCashOutRule } from '@/features/cash-out-rules';
import { useIsSignedIn } from '@/features/session';
import { cashOutQuote, isLevel } from '@/lib/exchange/cash-out';
import { priceKindOf } from '@/lib/exchange/positions';
import { profitLossQueryOptions } from '@/features/wallet';
import { lazyDialog } from '@/components/lazy-dialog';
import { preloadBetSlip } from './lazy-bet-slip';
import { quoteNow, type CashOutMarket } from '../model/cash-out-book';
import { CashOutAmount } from './cash-out-amount';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useMarketBook } from '../hooks/use-market-book';
import classes from './cash-out.module.css';

const NO_AMOUNTS: readonly RunnerAmount[] = [];

const CashOutModal = lazyDialog(() => import('./cash-out-modal').then((module) => module.CashOutModal));

interface CashOutValueProps {
  market: CashOutMarket;
  positions: ReadonlyMap<number, number>;
  /** Where an automatic cash out is set: a second copy of the value on the page. */
  inRule?: boolean;
}

export function CashOutValue({ market, positions, inRule = false }: CashOutValueProps) {
  const { t } = useLingui();
  const { book, refusal } = useMarketBook(market);
  const result = useMemo(
    () =>
      refusal
        ? null
        : cashOutQuote(
            market.runners.map((runner) => runner.id),
            positions,
            book,
          ),
    [book, refusal, market.runners, positions],
  );
  const testId = `${inRule ? 'cash-out-rule-value' : 'cash-out-value'}-${market.marketId}`;
  if (refusal || !result?.ok) {
    const reason = refusal ?? (result?.ok === false ? result.reason : '');
    return (
      <Text size="sm" data-testid={testId} data-available="false">
        {refusal ? t`Cash out value unavailable: ${reason}.` : t`Cash out value unavailable. ${reason}`}
      </Text>
    );
  }
  const { quote } = result;
  return (
    <Text size="sm" className={classes.value} data-testid={testId} data-available="true">
      <Trans>
        Cash out value <CashOutAmount value={quote.profit} />
      </Trans>
      {quote.restStake > 0 ? ` ${t`(the book takes part now)`}` : ''}
    </Text>
  );
}

/** `manual` false: the value and the automatic cash out only. */
export function CashOut({ market, manual = true }: { market: CashOutMarket; manual?: boolean }) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const [opened, dialog] = useDisclosure(false);
  const { place } = usePlaceBet();
  const eligible = signedIn && priceKindOf(market.marketType) === 'odds';
  const bookMarketId = market.runners[0]?.bookMarketId ?? market.marketId;
  const { data: amounts = NO_AMOUNTS } = useQuery({
    ...profitLossQueryOptions(),
    enabled: eligible,
    select: (response) => response.result.find((book) => book.marketId === bookMarketId)?.runners ?? NO_AMOUNTS,
  });
  const positions = useMemo(() => new Map(amounts.map(({ runnerId, amount }) => [runnerId, amount])), [amounts]);
  const values = market.runners.map((runner) => positions.get(runner.id) ?? 0);
  const offered = eligible && amounts.length > 0 && !isLevel(values);
  const rule = useCashOutRule(eligible ? market.marketId : null);
  // Why with the button, not the click: docs/decisions/0009-bet-slip-lazy-loading.md
  useEffect(() => {
    if (!offered || !manual) return;
    preloadBetSlip();
    CashOutModal.preload();
  }, [offered, manual]);
  const valueNow = useCallback(() => {
    const now = quoteNow(market, positions, 100);
    return now.ok ? now.quote.profit : null;
  }, [market, positions]);
  if (!offered && !rule) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {offered && <CashOutValue market={market} positions={positions} />}
      {offered && manual && (
        <Button
          size="compact-sm"
          variant="outline"
          onClick={dialog.open}
          aria-haspopup="dialog"
          data-testid={`cash-out-${market.marketId}`}
        >
          {t`Cash out`}
        </Button>
      )}
      <AutoCashOut
        market={market}
        rule={rule}
        hasPosition={offered}
        valueNow={valueNow}
        valueView={<CashOutValue market={market} positions={positions} inRule />}
      />
      {opened && <CashOutModal.Dialog market={market} positions={positions} place={place} onClose={dialog.close} />}
    </Group>
  );
}
