import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RunnerAmount } from '@/api/generated/types.gen';
import { useIsSignedIn } from '@/features/session';
import { isLevel } from '@/lib/exchange/cash-out';
import type { MarketType } from '@/lib/exchange/types';
import { profitLossQueryOptions } from '@/features/wallet';
import { CashOutModal } from './cash-out-modal';
import { usePlaceBet } from '../hooks/use-place-bet';

/** The market as the markets page shows it (its MarketView fits). */
export interface CashOutMarket {
  readonly eventId: number;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketType: MarketType;
  readonly inPlay: boolean;
  readonly runners: ReadonlyArray<{ readonly id: number; readonly name: string; readonly bookMarketId: number }>;
}

const NO_AMOUNTS: readonly RunnerAmount[] = [];

/** 'Cash out' on a match-odds market where the player's position differs between runners (docs/domain.md
 * "Trading out"): the dialog quotes the one bet that levels it, and places it. */
export function CashOut({ market }: { market: CashOutMarket }) {
  const signedIn = useIsSignedIn();
  const [opened, dialog] = useDisclosure(false);
  const { place } = usePlaceBet();
  const eligible = signedIn && market.marketType === 'match_odd';
  const bookMarketId = market.runners[0]?.bookMarketId ?? market.marketId;
  const { data: amounts = NO_AMOUNTS } = useQuery({
    ...profitLossQueryOptions(),
    enabled: eligible,
    select: (response) => response.result.find((book) => book.marketId === bookMarketId)?.runners ?? NO_AMOUNTS,
  });
  const positions = useMemo(() => new Map(amounts.map(({ runnerId, amount }) => [runnerId, amount])), [amounts]);
  const values = market.runners.map((runner) => positions.get(runner.id) ?? 0);
  if (!eligible || amounts.length === 0 || isLevel(values)) return null;
  return (
    <>
      <Button size="compact-sm" variant="outline" onClick={dialog.open} aria-haspopup="dialog" data-testid={`cash-out-${market.marketId}`}>
        Cash out
      </Button>
      {opened && <CashOutModal market={market} positions={positions} place={place} onClose={dialog.close} />}
    </>
  );
}
