// A runner's exchange book, the same for every player (docs/mock-backend.md "The exchange book").
import type { PriceSize } from '../../../src/api/generated/types.gen';
import { addMatched } from '../../../src/lib/exchange/matching';
import { levelsWithOrders, shareFill, takeFromLevels, type RestingOrder } from '../../../src/lib/exchange/order-book';
import { refuse } from '../errors';
import { emitMockEvent, type TradingFigures } from '../events';
import { roundMoney } from '../rules';
import type { BetRecord, BetSide, MarketRecord, MockState, RunnerRecord } from '../types';
import { announceBalance, unmatchedOf } from './exposure';
import { isExchangeMarket, marketTotalMatched, recordTrade, runnerTrading } from './trades';
import { findUser } from './users';

export { isExchangeMarket };

/** The wire shows three levels a side. */
export const BOOK_DEPTH = 3;

/** Oldest first: they match first at a price. */
function restingOn(state: MockState, runnerId: number, exceptUserId?: number): BetRecord[] {
  return state.bets
    .filter((bet) => bet.state === 'OPEN' && bet.runnerId === runnerId && unmatchedOf(bet) > 0 && bet.userId !== exceptUserId)
    .sort((a, b) => a.betId - b.betId);
}

function ordersOf(bets: readonly BetRecord[]): RestingOrder[] {
  return bets.map((bet) => ({ side: bet.side, odds: bet.askedRate ?? bet.rate, size: unmatchedOf(bet) }));
}

export function shownBook(state: MockState, market: MarketRecord, runner: RunnerRecord): { back: PriceSize[]; lay: PriceSize[] } {
  if (!isExchangeMarket(market))
    return { back: runner.back.map((level) => ({ ...level })), lay: runner.lay.map((level) => ({ ...level })) };
  const orders = ordersOf(restingOn(state, runner.id));
  return {
    back: levelsWithOrders('back', runner.back, orders, BOOK_DEPTH),
    lay: levelsWithOrders('lay', runner.lay, orders, BOOK_DEPTH),
  };
}

/** A runner that is not open offers nothing. */
export function fullBook(state: MockState, market: MarketRecord, runner: RunnerRecord): { back: PriceSize[]; lay: PriceSize[] } {
  if (market.status !== 'ACTIVE' || runner.status !== 'ACTIVE') return { back: [], lay: [] };
  const orders = ordersOf(restingOn(state, runner.id));
  return { back: levelsWithOrders('back', runner.back, orders), lay: levelsWithOrders('lay', runner.lay, orders) };
}

/** What an exchange runner's row and OddsUpdate carry besides prices. */
export function tradingFigures(state: MockState, market: MarketRecord, runner: RunnerRecord): TradingFigures | undefined {
  if (!isExchangeMarket(market)) return undefined;
  const { lastPriceTraded, totalMatched } = runnerTrading(state, runner.id);
  return { lastPriceTraded, totalMatched, marketTotalMatched: marketTotalMatched(state, market.marketId) };
}

export function takerLevels(state: MockState, runner: RunnerRecord, side: BetSide, userId: number): PriceSize[] {
  return levelsWithOrders(side, side === 'back' ? runner.back : runner.lay, ordersOf(restingOn(state, runner.id, userId)));
}

export function announceBook(state: MockState, market: MarketRecord, runner: RunnerRecord): void {
  const book = shownBook(state, market, runner);
  const trading = tradingFigures(state, market, runner);
  emitMockEvent({
    type: 'odds',
    eventId: market.eventId,
    marketId: market.marketId,
    runnerId: runner.id,
    status: runner.status,
    ...book,
    ...(trading ? { trading } : {}),
  });
}

/** The caller announces the balance. */
export function matchPart(bet: BetRecord, size: number, odds: number): void {
  const matchedNow = roundMoney(Math.min(size, unmatchedOf(bet)));
  if (matchedNow <= 0) return;
  const matched = addMatched({ stake: bet.stake, odds: bet.rate }, { stake: matchedNow, odds });
  bet.stake = matched.stake;
  bet.rate = matched.odds;
  bet.unmatchedStake = roundMoney(unmatchedOf(bet) - matchedNow);
  emitMockEvent({
    type: 'betMatched',
    userId: bet.userId,
    betId: bet.betId,
    eventId: bet.eventId,
    marketId: bet.marketId,
    runnerId: bet.runnerId ?? 0,
    matchedNow,
    matchedStake: bet.stake,
    averageMatchedOdds: Math.round(bet.rate * 100) / 100,
    unmatchedStake: bet.unmatchedStake,
  });
}

function announceBalances(state: MockState, userIds: Iterable<number>): void {
  for (const userId of new Set(userIds)) {
    const user = findUser(state, userId);
    if (user) announceBalance(state, user);
  }
}

/** At each price other players' resting orders match before the runner's level; a fill is a trade. */
export function takeFills(
  state: MockState,
  market: MarketRecord,
  runner: RunnerRecord,
  side: BetSide,
  fills: readonly PriceSize[],
  userId: number,
): void {
  const others = restingOn(state, runner.id, userId).filter((bet) => bet.side !== side);
  const fromLevels: PriceSize[] = [];
  const matchedUsers: number[] = [];
  for (const fill of fills) {
    recordTrade(state, market, runner, fill.price, fill.size);
    const atPrice = others.filter((bet) => (bet.askedRate ?? bet.rate) === fill.price);
    const { perOrder, fromLevel } = shareFill(fill.size, atPrice.map(unmatchedOf));
    atPrice.forEach((bet, index) => {
      const size = perOrder[index] ?? 0;
      if (size <= 0) return;
      matchPart(bet, size, fill.price);
      matchedUsers.push(bet.userId);
    });
    if (fromLevel > 0) fromLevels.push({ price: fill.price, size: fromLevel });
  }
  if (side === 'back') runner.back = takeFromLevels(runner.back, fromLevels);
  else runner.lay = takeFromLevels(runner.lay, fromLevels);
  announceBalances(state, matchedUsers);
}

/** The mock's stand-in for the rest of the market. */
export function matchAgainst(state: MockState, betId: number, size: number): BetRecord {
  const bet = state.bets.find((candidate) => candidate.betId === betId);
  if (!bet || bet.state !== 'OPEN' || unmatchedOf(bet) <= 0) refuse(`Bet ${betId} has nothing resting`);
  if (!(size > 0)) refuse('The size must be more than 0');
  const market = state.markets.find((candidate) => candidate.runners.some((runner) => runner.id === bet.runnerId));
  const runner = market?.runners.find((candidate) => candidate.id === bet.runnerId);
  if (!market || !runner) refuse(`Bet ${betId} is on no exchange runner`);
  if (market.status !== 'ACTIVE' || runner.status !== 'ACTIVE') refuse('The market is not active');
  const odds = bet.askedRate ?? bet.rate;
  recordTrade(state, market, runner, odds, Math.min(size, unmatchedOf(bet)));
  matchPart(bet, size, odds);
  announceBalances(state, [bet.userId]);
  announceBook(state, market, runner);
  return bet;
}
