// Derived from the open bets, never stored, so they cannot drift from them.
import type { MarketProfitLoss, OpenBet, OpenBets } from '../../../src/api/generated/types.gen';
import { emitMockEvent } from '../events';
import {
  betOutcomeAmounts,
  exposureOf,
  fancyExposure,
  fancyLadder,
  priceKindOf,
  roundMoney,
  runnerPositions,
  type BookView,
} from '../rules';
import { unmatchedWorstCase } from '../../../src/lib/exchange/matching';
import type { BetRecord, MockState, UserRecord } from '../types';

export function openBetsOf(state: MockState, userId: number): BetRecord[] {
  return state.bets.filter((bet) => bet.userId === userId && bet.state === 'OPEN');
}

function books(bets: readonly BetRecord[]): Map<number, BetRecord[]> {
  const grouped = new Map<number, BetRecord[]>();
  for (const bet of bets) grouped.set(bet.marketId, [...(grouped.get(bet.marketId) ?? []), bet]);
  return grouped;
}

/** Read here, not from markets.ts, which would make an import cycle through the order book. */
function bookRunnerIds(state: MockState, marketId: number): number[] {
  return state.markets.find((market) => market.marketId === marketId)?.runners.map((runner) => runner.id) ?? [];
}

export function bookView(state: MockState, marketId: number, bets: readonly BetRecord[], marketType: BetRecord['marketType']): BookView {
  const kind = priceKindOf(marketType);
  if (kind === 'fancy') {
    return { kind, bets: bets.map((bet) => ({ side: bet.side, line: bet.line ?? 0, rate: bet.rate, stake: bet.stake })) };
  }
  return {
    kind,
    runnerIds: bookRunnerIds(state, marketId),
    bets: bets.map((bet) => ({ side: bet.side, runnerId: bet.runnerId ?? 0, price: bet.rate, stake: bet.stake })),
  };
}

function bookExposure(view: BookView): number {
  if (view.kind === 'fancy') return fancyExposure(view.bets);
  return exposureOf(runnerPositions(view.kind, view.runnerIds, view.bets).values());
}

export function unmatchedOf(bet: BetRecord): number {
  return bet.unmatchedStake ?? 0;
}

/** openapi PlaceBetV2, "Exposure with unmatched bets". */
export function unmatchedExposure(bets: readonly BetRecord[]): number {
  let total = 0;
  for (const bet of bets) {
    const unmatched = unmatchedOf(bet);
    if (unmatched > 0) total += unmatchedWorstCase(bet.side, bet.askedRate ?? bet.rate, unmatched);
  }
  return roundMoney(total);
}

export function userExposure(state: MockState, userId: number, exceptMarketId?: number): number {
  let total = 0;
  for (const [marketId, bets] of books(openBetsOf(state, userId))) {
    const first = bets[0];
    if (!first || marketId === exceptMarketId) continue;
    total += bookExposure(bookView(state, marketId, bets, first.marketType)) + unmatchedExposure(bets);
  }
  return roundMoney(total);
}

export function expectedProfitLoss(state: MockState, userId: number, eventId?: number): MarketProfitLoss[] {
  const bets = openBetsOf(state, userId).filter((bet) => eventId === undefined || bet.eventId === eventId);
  const result: MarketProfitLoss[] = [];
  for (const [marketId, group] of books(bets)) {
    const first = group[0];
    if (!first) continue;
    const view = bookView(state, marketId, group, first.marketType);
    const runners =
      view.kind === 'fancy'
        ? fancyLadder(view.bets).map(({ runs, amount }) => ({ runnerId: runs, amount }))
        : [...runnerPositions(view.kind, view.runnerIds, view.bets)].map(([runnerId, amount]) => ({ runnerId, amount }));
    result.push({ eventId: first.eventId, marketId, marketType: first.marketType, runners });
  }
  return result;
}

export function openBetView(bet: BetRecord): OpenBet {
  const kind = priceKindOf(bet.marketType);
  const fancy = kind === 'fancy';
  const unmatched = unmatchedOf(bet);
  const asked = bet.askedRate ?? bet.rate;
  // The wire's stake is the whole bet at the asked odds; amounts count each part at its own odds.
  const matchedAmounts = betOutcomeAmounts(kind, bet.side, bet.rate, bet.stake);
  const restingAmounts = betOutcomeAmounts(kind, bet.side, asked, unmatched);
  const amounts = {
    expectedProfit: roundMoney(matchedAmounts.expectedProfit + restingAmounts.expectedProfit),
    liability: roundMoney(matchedAmounts.liability + restingAmounts.liability),
  };
  // Bets placed with the proposal's fields show their parts.
  const exchangeParts =
    bet.askedRate === undefined && bet.persistence === undefined
      ? {}
      : {
          matchedStake: bet.stake,
          ...(bet.stake > 0 ? { averageMatchedOdds: Math.round(bet.rate * 100) / 100 } : {}),
          unmatchedStake: unmatched,
        };
  return {
    betId: bet.betId,
    eventId: bet.eventId,
    sportId: bet.sportId,
    marketId: bet.marketId,
    runnerId: bet.runnerId,
    betTitle: bet.betTitle,
    runnerName: bet.runnerName,
    marketName: bet.marketName,
    marketTypeName: bet.marketType,
    dreamMarketTypeName: null,
    betType: fancy ? (bet.side === 'back' ? 'Yes' : 'No') : bet.side === 'back' ? 'Back' : 'Lay',
    // Fancy cards show the run line as the "odds" and the rate beside it.
    odds: fancy ? (bet.line ?? 0) : asked,
    betRate: fancy ? bet.rate : asked,
    fancyValue: bet.line,
    stake: roundMoney(bet.stake + unmatched),
    expectedProfit: amounts.expectedProfit,
    liability: amounts.liability,
    placeTime: bet.placeTime,
    ...exchangeParts,
    ...(bet.persistence === undefined ? {} : { persistence: bet.persistence }),
    clientRef: bet.clientRef ?? null,
  };
}

export function openBetsView(state: MockState, user: UserRecord): OpenBets {
  const bets = openBetsOf(state, user.id).sort((a, b) => b.placeTime.localeCompare(a.placeTime) || b.betId - a.betId);
  return { balance: user.balance, exposure: userExposure(state, user.id), openBets: bets.map(openBetView) };
}

/** Every balance or exposure change ends here. */
export function announceBalance(state: MockState, user: UserRecord): void {
  emitMockEvent({
    type: 'balance',
    userId: user.id,
    userName: user.userName,
    balance: user.balance,
    exposure: userExposure(state, user.id),
  });
}
