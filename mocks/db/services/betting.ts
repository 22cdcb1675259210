// Checks are the pure rules; this file finds the snapshot they need and records the outcome.
import type { BetHistoryRequest, PlaceBetRequest, PlaceBetResult } from '../../../src/api/generated/types.gen';
import { iso, nowMs } from '../clock';
import { istDayOf } from '../../../src/lib/ist-day';
import { refuse } from '../errors';
import { MESSAGES, checkBet, checkExchangeOrder, priceKindOf, sideOfBetType } from '../rules';
import { heldMs, judgeBetDelay } from '../../../src/lib/exchange/bet-delay';
import { bestLevel, matchOrder, type MatchOutcome } from '../../../src/lib/exchange/matching';
import { takeFromLevels } from '../../../src/lib/exchange/order-book';
import type { BetRecord, MarketRecord, MockState, RunnerRecord, UserRecord } from '../types';
import { type WireBetHistoryItem, type WireBetHistoryPage, wireAmount } from '../wire';
import { announceBalance, bookView, openBetsOf, unmatchedExposure, userExposure } from './exposure';
import { delayLimitOf, findEvent, resolveSelection } from './markets';
import { announceBook, isExchangeMarket, takeFills, takerLevels } from './order-book';
import { lossLeftOf, refuseOverLossLimit } from './protection';
import { recordTrade } from './trades';

interface PreparedBet {
  market: MarketRecord;
  runner: RunnerRecord;
  side: 'back' | 'lay';
  matchedRate: number;
  matchedLine: number | null;
  exposureAfter: number;
  /** keepUnmatched on an exchange market. */
  order?: { outcome: MatchOutcome; askedRate: number };
}

export function prepareBet(state: MockState, user: UserRecord, request: PlaceBetRequest): PreparedBet {
  if (!findEvent(state, request.eventId)) refuse('Event not found');
  const selection = resolveSelection(state, request.eventId, request.marketId, request.runnerId);
  if (!selection) refuse('Market not found');
  const { market, runner } = selection;
  if (!runner) refuse('Runner not found');
  const kind = priceKindOf(market.marketType);
  const side = sideOfBetType(request.type, kind);
  if (!side) refuse(MESSAGES.wrongType);

  const bookId = runner.marketId;
  const bookBets = openBetsOf(state, user.id).filter((bet) => bet.marketId === bookId);
  const lossLimit = lossLeftOf(state, user, nowMs());
  const common = {
    side,
    rate: request.rate,
    stake: request.stake,
    runnerId: runner.id,
    marketStatus: market.status,
    runnerStatus: runner.status,
    limit: market.limit,
    balance: user.balance,
    exposureElsewhere: userExposure(state, user.id, bookId),
    book: bookView(state, bookId, bookBets, market.marketType),
    bookUnmatched: unmatchedExposure(bookBets),
    lossLeft: lossLimit?.left ?? null,
  };
  // openapi ProtectionRefusal: what is left and when it resets.
  const refuseBet: (message: string) => never = (message) =>
    message === MESSAGES.lossLimit && lossLimit ? refuseOverLossLimit(message, lossLimit) : refuse(message);
  if (kind === 'odds' && request.keepUnmatched === true) {
    const order = checkExchangeOrder({ ...common, levels: takerLevels(state, runner, side, user.id) });
    if (!order.ok) refuseBet(order.message);
    if (request.timeInForce === 'FILL_OR_KILL') killUnfilled(order.outcome, request.minFillSize ?? request.stake);
    return {
      market,
      runner,
      side,
      matchedRate: order.outcome.averageOdds ?? request.rate,
      matchedLine: null,
      exposureAfter: order.exposureAfter,
      order: { outcome: order.outcome, askedRate: request.rate },
    };
  }
  const result = checkBet({
    bookUnmatched: common.bookUnmatched,
    side,
    rate: request.rate,
    stake: request.stake,
    line: kind === 'fancy' ? (request.fancyValue ?? null) : null,
    runnerId: runner.id,
    marketStatus: market.status,
    runnerStatus: runner.status,
    bestBack: runner.back[0],
    bestLay: runner.lay[0],
    limit: market.limit,
    balance: user.balance,
    exposureElsewhere: userExposure(state, user.id, bookId),
    book: bookView(state, bookId, bookBets, market.marketType),
    lossLeft: common.lossLeft,
  });
  if (!result.ok) refuseBet(result.message);
  return { market, runner, side, matchedRate: result.matchedRate, matchedLine: result.matchedLine, exposureAfter: result.exposureAfter };
}

/** Betfair's timeInForce: less than `minFillSize` matched refuses the whole order. */
function killUnfilled(outcome: MatchOutcome, minFillSize: number): void {
  if (outcome.matchedStake + 1e-9 < Math.min(minFillSize, outcome.matchedStake + outcome.unmatchedStake)) refuse(MESSAGES.fillOrKill);
  outcome.unmatchedStake = 0;
}

/** In-play, a bet that cannot match at once is not held (docs/domain.md "Bet delay"). */
export function betDelayOf(state: MockState, request: PlaceBetRequest, userId: number): number {
  const selection = resolveSelection(state, request.eventId, request.marketId, request.runnerId);
  if (!selection) return 0;
  const { market, runner } = selection;
  const side = sideOfBetType(request.type, priceKindOf(market.marketType));
  if (!runner || !side) return market.limit.delayTime;
  const best = bestLevel(side, takerLevels(state, runner, side, userId));
  return heldMs(judgeBetDelay(delayLimitOf(market), side, request.rate, best));
}

/** Settled ones included. */
export function betWithClientRef(state: MockState, userId: number, clientRef: string): BetRecord | undefined {
  return state.bets.find((bet) => bet.userId === userId && bet.clientRef === clientRef);
}

function placedResult(state: MockState, user: UserRecord, bet: BetRecord): PlaceBetResult {
  const unmatched = bet.unmatchedStake ?? 0;
  return {
    betId: bet.betId,
    status: unmatched > 0 ? 'UNMATCHED' : 'MATCHED',
    message: unmatched > 0 ? (bet.stake > 0 ? 'Bet partly matched' : 'Bet placed unmatched') : 'Bet placed successfully',
    matchedStake: bet.stake,
    matchedRate: bet.stake > 0 ? Math.round(bet.rate * 100) / 100 : (bet.askedRate ?? bet.rate),
    ...(bet.askedRate === undefined ? {} : { unmatchedStake: unmatched }),
    balance: user.balance,
    exposure: userExposure(state, user.id),
    clientRef: bet.clientRef ?? null,
  };
}

/** A repeated client reference answers the first bet (openapi PlaceBetV2). */
export function repeatedPlacement(state: MockState, user: UserRecord, request: PlaceBetRequest): PlaceBetResult | undefined {
  const first = request.clientRef ? betWithClientRef(state, user.id, request.clientRef) : undefined;
  return first ? placedResult(state, user, first) : undefined;
}

export function placeBet(state: MockState, user: UserRecord, request: PlaceBetRequest, nowMs: number): PlaceBetResult {
  const repeated = repeatedPlacement(state, user, request);
  if (repeated) return repeated;
  const prepared = prepareBet(state, user, request);
  const event = findEvent(state, request.eventId);
  const bet: BetRecord = {
    betId: state.counters.bet++,
    userId: user.id,
    eventId: request.eventId,
    sportId: event?.sportId ?? 1,
    betTitle: event?.title ?? '',
    marketId: prepared.runner.marketId,
    runnerId: prepared.runner.id,
    marketType: prepared.market.marketType,
    marketName: prepared.market.marketType === 'fancy2' ? prepared.runner.name : prepared.market.marketName,
    runnerName: prepared.runner.name,
    side: prepared.side,
    rate: prepared.matchedRate,
    line: prepared.matchedLine,
    stake: prepared.order ? prepared.order.outcome.matchedStake : request.stake,
    ...(prepared.order ? { unmatchedStake: prepared.order.outcome.unmatchedStake, askedRate: prepared.order.askedRate } : {}),
    ...(isExchangeMarket(prepared.market) ? { persistence: request.persistence ?? 'LAPSE' } : {}),
    placeTime: iso(nowMs),
    clientRef: request.clientRef ?? null,
    state: 'OPEN',
    settleTime: null,
    profitLoss: 0,
  };
  if (isExchangeMarket(prepared.market)) takeFromBook(state, prepared, user, request);
  state.bets.push(bet);
  announceBalance(state, user);
  if (isExchangeMarket(prepared.market)) announceBook(state, prepared.market, prepared.runner);
  return placedResult(state, user, bet);
}

/** The older clients' all-at-once placement takes what the levels it reached hold. */
function takeFromBook(state: MockState, prepared: PreparedBet, user: UserRecord, request: PlaceBetRequest): void {
  const { runner, side } = prepared;
  if (prepared.order) {
    takeFills(state, prepared.market, runner, side, prepared.order.outcome.fills, user.id);
    return;
  }
  // Matched in full at the quoted rate, as the bet records it.
  recordTrade(state, prepared.market, runner, prepared.matchedRate, request.stake);
  const levels = side === 'back' ? runner.back : runner.lay;
  const reached = matchOrder(side, prepared.matchedRate, request.stake, levels).fills;
  if (side === 'back') runner.back = takeFromLevels(runner.back, reached);
  else runner.lay = takeFromLevels(runner.lay, reached);
}

function historyItem(bet: BetRecord): WireBetHistoryItem {
  const fancy = bet.marketType === 'fancy2';
  return {
    betId: bet.betId,
    eventId: bet.eventId,
    sportId: bet.sportId,
    betTitle: bet.betTitle,
    marketName: bet.marketName,
    runnerName: bet.runnerName,
    betType: fancy ? (bet.side === 'back' ? 'Yes' : 'No') : bet.side === 'back' ? 'Back' : 'Lay',
    odds: fancy ? (bet.line ?? 0) : bet.state === 'LAPSED' ? (bet.askedRate ?? bet.rate) : bet.rate,
    betRate: bet.state === 'LAPSED' ? (bet.askedRate ?? bet.rate) : bet.rate,
    // A lapsed bet shows what lapsed, at its asked odds.
    stake: bet.state === 'LAPSED' ? (bet.lapsedStake ?? 0) : bet.stake,
    profitLoss: wireAmount(bet.profitLoss),
    result: bet.state === 'OPEN' ? 'VOID' : bet.state,
    placeTime: bet.placeTime,
    settleTime: bet.settleTime,
    clientRef: bet.clientRef ?? null,
  };
}

/** IST days, as the app sends them. */
export function betHistory(state: MockState, user: UserRecord, request: BetHistoryRequest): WireBetHistoryPage {
  const settled = state.bets
    .filter((bet) => bet.userId === user.id && bet.state !== 'OPEN' && bet.settleTime !== null)
    .filter((bet) => {
      const day = istDayOf(Date.parse(bet.settleTime ?? bet.placeTime));
      return (!request.startDate || day >= request.startDate) && (!request.endDate || day <= request.endDate);
    })
    .filter((bet) => request.sportId == null || bet.sportId === request.sportId)
    .sort((a, b) => (b.settleTime ?? '').localeCompare(a.settleTime ?? '') || b.betId - a.betId);
  return {
    totalCount: settled.length,
    items: settled.slice(request.skipCount, request.skipCount + request.maxResultCount).map(historyItem),
  };
}
