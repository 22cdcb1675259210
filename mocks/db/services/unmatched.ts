// Resting bets (docs/mock-backend.md "The exchange book"); exposure follows from the bets' parts.
import type { CancelBetResult, CancelMarketBetsResult, PlaceBetRequest, ReplaceBetResult } from '../../../src/api/generated/types.gen';
import { matchOrder } from '../../../src/lib/exchange/matching';
import { takeFromLevels } from '../../../src/lib/exchange/order-book';
import { iso } from '../clock';
import { refuse } from '../errors';
import { emitMockEvent } from '../events';
import { roundMoney } from '../rules';
import type { BetRecord, MarketRecord, MockState, RunnerRecord, UserRecord } from '../types';
import { announceBalance, openBetsOf, unmatchedOf, userExposure } from './exposure';
import { placeBet, prepareBet } from './betting';
import { announceBook, matchPart } from './order-book';
import { recordTrade } from './trades';
import { findUser } from './users';

export function matchRestingBets(state: MockState, market: MarketRecord, runner: RunnerRecord): BetRecord[] {
  if (market.status !== 'ACTIVE' || runner.status !== 'ACTIVE') return [];
  const resting = state.bets
    .filter((bet) => bet.state === 'OPEN' && bet.runnerId === runner.id && unmatchedOf(bet) > 0)
    .sort((a, b) => a.betId - b.betId);
  const changed: BetRecord[] = [];
  for (const bet of resting) {
    const asked = bet.askedRate ?? bet.rate;
    const levels = bet.side === 'back' ? runner.back : runner.lay;
    const outcome = matchOrder(bet.side, asked, unmatchedOf(bet), levels);
    if (outcome.matchedStake <= 0 || outcome.averageOdds === null) continue;
    if (bet.side === 'back') runner.back = takeFromLevels(runner.back, outcome.fills);
    else runner.lay = takeFromLevels(runner.lay, outcome.fills);
    for (const fill of outcome.fills) recordTrade(state, market, runner, fill.price, fill.size);
    matchPart(bet, outcome.matchedStake, outcome.averageOdds);
    changed.push(bet);
  }
  for (const userId of new Set(changed.map((bet) => bet.userId))) {
    const user = findUser(state, userId);
    if (user) announceBalance(state, user);
  }
  if (changed.length > 0) announceBook(state, market, runner);
  return changed;
}

export type LapseReason = 'SUSPENDED' | 'IN_PLAY';

/** A LAPSE bet with nothing matched reaches the bet history as LAPSED. */
export function lapseResting(state: MockState, market: MarketRecord, reason: LapseReason, nowMs: number): BetRecord[] {
  const books = new Set([market.marketId, ...market.runners.map((runner) => runner.marketId)]);
  const lapsing = state.bets.filter(
    (bet) => bet.state === 'OPEN' && books.has(bet.marketId) && unmatchedOf(bet) > 0 && bet.persistence !== 'PERSIST',
  );
  for (const bet of lapsing) {
    const lapsedStake = unmatchedOf(bet);
    bet.unmatchedStake = 0;
    bet.lapsedStake = roundMoney((bet.lapsedStake ?? 0) + lapsedStake);
    if (bet.stake <= 0) {
      bet.state = 'LAPSED';
      bet.settleTime = iso(nowMs);
    }
    emitMockEvent({
      type: 'betLapsed',
      userId: bet.userId,
      betId: bet.betId,
      eventId: bet.eventId,
      marketId: bet.marketId,
      runnerId: bet.runnerId ?? 0,
      lapsedStake,
      matchedStake: bet.stake,
      reason,
    });
  }
  for (const userId of new Set(lapsing.map((bet) => bet.userId))) {
    const user = findUser(state, userId);
    if (user) announceBalance(state, user);
  }
  return lapsing;
}

export function setMarketStatus(state: MockState, marketId: number, status: 'SUSPENDED' | 'ACTIVE', nowMs: number): BetRecord[] {
  const market = state.markets.find((candidate) => candidate.marketId === marketId);
  if (!market) refuse(`No market ${marketId}`);
  if (market.status === 'CLOSED') refuse(`Market ${marketId} is closed`);
  market.status = status;
  for (const runner of market.runners) runner.status = status;
  const lapsed = status === 'SUSPENDED' ? lapseResting(state, market, 'SUSPENDED', nowMs) : [];
  emitMockEvent({ type: 'marketStatus', eventId: market.eventId, marketId: market.marketId, status });
  for (const runner of market.runners) announceBook(state, market, runner);
  return lapsed;
}

export function turnInPlay(state: MockState, eventId: number, nowMs: number): BetRecord[] {
  const event = state.events.find((candidate) => candidate.id === eventId);
  if (!event) refuse(`No event ${eventId}`);
  if (event.status === 'CLOSED') refuse(`Event ${eventId} is closed`);
  event.status = 'IN_PLAY';
  event.matchDate = 'In-Play';
  const lapsed: BetRecord[] = [];
  for (const market of state.markets.filter((candidate) => candidate.eventId === eventId && candidate.status !== 'CLOSED')) {
    market.inPlay = true;
    lapsed.push(...lapseResting(state, market, 'IN_PLAY', nowMs));
    for (const runner of market.runners) announceBook(state, market, runner);
  }
  return lapsed;
}

function announceBookOf(state: MockState, bet: BetRecord): void {
  const market = state.markets.find((candidate) => candidate.runners.some((runner) => runner.id === bet.runnerId));
  const runner = market?.runners.find((candidate) => candidate.id === bet.runnerId);
  if (market && runner) announceBook(state, market, runner);
}

function cancelPart(bet: BetRecord, size: number | null | undefined): number {
  const unmatched = unmatchedOf(bet);
  const cancelled = roundMoney(Math.min(unmatched, size ?? unmatched));
  bet.unmatchedStake = roundMoney(unmatched - cancelled);
  // Nothing matched or resting: void, so in no history.
  if (bet.stake <= 0 && bet.unmatchedStake <= 0) bet.state = 'VOID';
  return cancelled;
}

export function cancelBet(
  state: MockState,
  user: UserRecord,
  betId: number,
  size?: number | null,
  remainingSize?: number | null,
): CancelBetResult {
  const bet = openBetsOf(state, user.id).find((candidate) => candidate.betId === betId);
  if (!bet) refuse('Bet not found');
  if (unmatchedOf(bet) <= 0) refuse('Bet has no unmatched part');
  const reduction = remainingSize === undefined || remainingSize === null ? size : Math.max(0, unmatchedOf(bet) - remainingSize);
  const cancelledStake = reduction === 0 ? 0 : cancelPart(bet, reduction);
  announceBalance(state, user);
  announceBookOf(state, bet);
  return {
    betId,
    cancelledStake,
    unmatchedStake: unmatchedOf(bet),
    matchedStake: bet.stake,
    balance: user.balance,
    exposure: userExposure(state, user.id),
  };
}

export function cancelMarketBets(state: MockState, user: UserRecord, marketId: number): CancelMarketBetsResult {
  const resting = openBetsOf(state, user.id).filter((bet) => bet.marketId === marketId && unmatchedOf(bet) > 0);
  let cancelledStake = 0;
  for (const bet of resting) cancelledStake += cancelPart(bet, null);
  if (resting.length > 0) announceBalance(state, user);
  for (const bet of resting) announceBookOf(state, bet);
  return {
    marketId,
    cancelledBets: resting.length,
    cancelledStake: roundMoney(cancelledStake),
    balance: user.balance,
    exposure: userExposure(state, user.id),
  };
}

function replacementOf(bet: BetRecord, newOdds: number, size: number): PlaceBetRequest {
  return {
    eventId: bet.eventId,
    marketId: bet.marketId,
    runnerId: bet.runnerId ?? null,
    type: bet.side === 'back' ? 1 : 2,
    rate: newOdds,
    stake: size,
    fancyValue: 0,
    placeTime: null,
    keepUnmatched: true,
    persistence: bet.persistence ?? 'LAPSE',
  };
}

function replaceableBet(state: MockState, user: UserRecord, betId: number, newOdds: number): BetRecord {
  const bet = openBetsOf(state, user.id).find((candidate) => candidate.betId === betId);
  if (!bet) refuse('Bet not found');
  if (unmatchedOf(bet) <= 0) refuse('Bet has no unmatched part');
  if (bet.askedRate === undefined) refuse('Only an exchange bet can be replaced');
  if (newOdds === bet.askedRate) refuse(`The bet already rests at ${newOdds}`);
  return bet;
}

/** What the replacement is checked against, with nothing changed. */
function withRestCancelled<T>(bet: BetRecord, during: (size: number) => T): T {
  const before = { unmatchedStake: bet.unmatchedStake, state: bet.state };
  try {
    return during(cancelPart(bet, null));
  } finally {
    bet.unmatchedStake = before.unmatchedStake;
    bet.state = before.state;
  }
}

export function prepareReplace(state: MockState, user: UserRecord, betId: number, newOdds: number): PlaceBetRequest {
  const bet = replaceableBet(state, user, betId, newOdds);
  return withRestCancelled(bet, (size) => {
    const request = replacementOf(bet, newOdds, size);
    prepareBet(state, user, request);
    return request;
  });
}

/** Both or neither; what matched meanwhile stays with the old bet. */
export function replaceBet(state: MockState, user: UserRecord, betId: number, newOdds: number, nowMs: number): ReplaceBetResult {
  const bet = replaceableBet(state, user, betId, newOdds);
  // Checked first: a refused placement leaves the bet untouched.
  withRestCancelled(bet, (size) => prepareBet(state, user, replacementOf(bet, newOdds, size)));
  const cancelledStake = cancelPart(bet, null);
  const newBet = placeBet(state, user, replacementOf(bet, newOdds, cancelledStake), nowMs);
  announceBookOf(state, bet);
  return {
    betId,
    cancelledStake,
    matchedStake: bet.stake,
    newBet,
    balance: user.balance,
    exposure: userExposure(state, user.id),
  };
}
