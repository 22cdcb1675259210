// Unmatched bets (openapi Bet/PlaceBetV2 "Unmatched bets", Bet/CancelBet, Bet/CancelMarketBets; our
// proposal for the backend team): the price stream matches a resting bet when the market reaches
// its odds, and the player cancels what still rests. Exposure is derived from the bets
// (exposure.ts), so changing a bet's parts is all it takes; the hub hears of it here.
import type { CancelBetResult, CancelMarketBetsResult } from '../../../src/api/generated/types.gen';
import { addMatched, matchOrder } from '../../../src/lib/exchange/matching';
import { refuse } from '../errors';
import { emitMockEvent } from '../events';
import { roundMoney } from '../rules';
import type { BetRecord, MarketRecord, MockState, RunnerRecord, UserRecord } from '../types';
import { announceBalance, openBetsOf, unmatchedOf, userExposure } from './exposure';
import { findUser } from './users';

/** Matches what the runner's book now reaches of the bets resting on it; tells each player. */
export function matchRestingBets(state: MockState, market: MarketRecord, runner: RunnerRecord): BetRecord[] {
  if (market.status !== 'ACTIVE' || runner.status !== 'ACTIVE') return [];
  const resting = state.bets.filter((bet) => bet.state === 'OPEN' && bet.runnerId === runner.id && unmatchedOf(bet) > 0);
  const changed: BetRecord[] = [];
  for (const bet of resting) {
    const asked = bet.askedRate ?? bet.rate;
    const outcome = matchOrder(bet.side, asked, unmatchedOf(bet), bet.side === 'back' ? runner.back : runner.lay);
    if (outcome.matchedStake <= 0 || outcome.averageOdds === null) continue;
    const matched = addMatched({ stake: bet.stake, odds: bet.rate }, { stake: outcome.matchedStake, odds: outcome.averageOdds });
    bet.stake = matched.stake;
    bet.rate = matched.odds;
    bet.unmatchedStake = outcome.unmatchedStake;
    changed.push(bet);
    emitMockEvent({
      type: 'betMatched',
      userId: bet.userId,
      betId: bet.betId,
      eventId: bet.eventId,
      marketId: bet.marketId,
      runnerId: runner.id,
      matchedNow: outcome.matchedStake,
      matchedStake: bet.stake,
      averageMatchedOdds: Math.round(bet.rate * 100) / 100,
      unmatchedStake: outcome.unmatchedStake,
    });
  }
  for (const userId of new Set(changed.map((bet) => bet.userId))) {
    const user = findUser(state, userId);
    if (user) announceBalance(state, user);
  }
  return changed;
}

/** Takes `size` (all when absent) off a bet's unmatched part; a bet left with nothing is void. */
function cancelPart(bet: BetRecord, size: number | null | undefined): number {
  const unmatched = unmatchedOf(bet);
  const cancelled = roundMoney(Math.min(unmatched, size ?? unmatched));
  bet.unmatchedStake = roundMoney(unmatched - cancelled);
  // Nothing matched and nothing resting: the bet is gone (void, never settled, so in no history).
  if (bet.stake <= 0 && bet.unmatchedStake <= 0) bet.state = 'VOID';
  return cancelled;
}

export function cancelBet(state: MockState, user: UserRecord, betId: number, size?: number | null): CancelBetResult {
  const bet = openBetsOf(state, user.id).find((candidate) => candidate.betId === betId);
  if (!bet) refuse('Bet not found');
  if (unmatchedOf(bet) <= 0) refuse('Bet has no unmatched part');
  const cancelledStake = cancelPart(bet, size);
  announceBalance(state, user);
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
  return {
    marketId,
    cancelledBets: resting.length,
    cancelledStake: roundMoney(cancelledStake),
    balance: user.balance,
    exposure: userExposure(state, user.id),
  };
}
