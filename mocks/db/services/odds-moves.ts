// Prices move in the db, so polling GetUserOddsV2 sees what the hub pushes.
import { emitMockEvent } from '../events';
import { BOOK_DEPTH, announceBook, isExchangeMarket } from './order-book';
import { stepTicks } from '../../../src/lib/exchange/ladder';
import { oddsLevels, rateLevels } from '../seed/sports';
import type { MarketRecord, MockState, RunnerRecord } from '../types';
import { recordStreamTrade } from './trades';
import { matchRestingBets } from './unmatched';

function announceRunner(state: MockState, market: MarketRecord, runner: RunnerRecord): void {
  announceBook(state, market, runner);
}

function moveRunner(state: MockState, market: MarketRecord, runner: RunnerRecord): void {
  const best = runner.back[0];
  if (!best) return;
  const direction = state.rng.chance(0.5) ? 1 : -1;
  if (market.marketType === 'bookmaker') {
    Object.assign(runner, rateLevels(Math.max(1, best.price + direction)));
  } else {
    // A drift took the best lay, a shortening the best back: a trade there.
    const crossed = direction > 0 ? (runner.lay[0]?.price ?? stepTicks(best.price, 1)) : best.price;
    Object.assign(runner, oddsLevels(stepTicks(best.price, direction), state.rng));
    if (isExchangeMarket(market)) recordStreamTrade(state, market, runner, crossed);
  }
  announceRunner(state, market, runner);
  // The book moved: bets resting on the runner that it now reaches are matched.
  matchRestingBets(state, market, runner);
}

export function setRunnerPrice(state: MockState, runnerId: number, bestBack: number): void {
  const market = state.markets.find((candidate) => candidate.runners.some((runner) => runner.id === runnerId));
  const runner = market?.runners.find((candidate) => candidate.id === runnerId);
  if (!market || !runner) throw new Error(`No runner ${runnerId}`);
  if (market.marketType !== 'match_odd' && market.marketType !== 'goalsmaker')
    throw new Error(`Runner ${runnerId} is not on an exchange market`);
  Object.assign(runner, oddsLevels(bestBack, state.rng));
  announceRunner(state, market, runner);
  matchRestingBets(state, market, runner);
}

/** Answers the level's price. */
export function setLevelSize(state: MockState, runnerId: number, side: 'back' | 'lay', level: number, size: number): number {
  const market = state.markets.find((candidate) => candidate.runners.some((runner) => runner.id === runnerId));
  const runner = market?.runners.find((candidate) => candidate.id === runnerId);
  const cell = runner?.[side][level];
  if (!market || !runner || !cell) throw new Error(`No ${side} level ${level} on runner ${runnerId}`);
  cell.size = size;
  announceRunner(state, market, runner);
  return cell.price;
}

function toggleBallRunning(state: MockState, market: MarketRecord): void {
  const status = market.status === 'BALLRUNNING' ? 'ACTIVE' : 'BALLRUNNING';
  market.status = status;
  emitMockEvent({ type: 'marketStatus', eventId: market.eventId, marketId: market.marketId, status });
  for (const runner of market.runners) {
    runner.status = status;
    announceRunner(state, market, runner);
  }
}

/** The rest of the market refills a thinned book. */
function refillOneBook(state: MockState): void {
  for (const market of state.markets) {
    if (!isExchangeMarket(market) || market.status === 'CLOSED') continue;
    const runner = market.runners.find((candidate) => candidate.back.length < BOOK_DEPTH || candidate.lay.length < BOOK_DEPTH);
    if (!runner) continue;
    const bestBack = runner.back[0]?.price ?? (runner.lay[0] ? stepTicks(runner.lay[0].price, -1) : undefined);
    if (bestBack === undefined) continue;
    Object.assign(runner, oddsLevels(bestBack, state.rng));
    announceRunner(state, market, runner);
    matchRestingBets(state, market, runner);
    return;
  }
}

/** Deterministic for a given state (its rng). */
export function stepOdds(state: MockState): void {
  refillOneBook(state);
  const live = state.markets.filter(
    (market) => market.inPlay && market.status !== 'CLOSED' && (market.marketType === 'match_odd' || market.marketType === 'bookmaker'),
  );
  if (live.length === 0) return;
  const market = state.rng.pick(live);
  const roll = state.rng.next();
  const cricket = state.events.find((event) => event.id === market.eventId)?.sportId === 3;

  if (market.marketType === 'bookmaker' && cricket && (roll < 0.15 || market.status === 'BALLRUNNING')) {
    toggleBallRunning(state, market);
    return;
  }
  if (market.status !== 'ACTIVE') return;
  if (roll < 0.1) {
    // Now and then a runner suspends or comes back, as after an incident.
    const runner = state.rng.pick(market.runners);
    runner.status = runner.status === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED';
    announceRunner(state, market, runner);
    return;
  }
  const active = market.runners.filter((runner) => runner.status === 'ACTIVE');
  if (active.length === 0) return;
  const count = Math.min(active.length, state.rng.chance(0.6) ? 1 : 2);
  const first = state.rng.int(0, active.length - 1);
  for (let i = 0; i < count; i += 1) {
    const runner = active[(first + i) % active.length];
    if (runner) moveRunner(state, market, runner);
  }
}
