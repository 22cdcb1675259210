// docs/mock-backend.md "Automatic cash out"; judged in a microtask, once a change is whole.
import type { CashOutRule, PlaceBetRequest, SetCashOutRuleRequest } from '../../../src/api/generated/types.gen';
import { iso, nowMs } from '../clock';
import { BusinessError, refuse } from '../errors';
import { emitMockEvent, onMockEvent } from '../events';
import {
  MESSAGES,
  RULE_MESSAGES,
  firedInFull,
  isLevel,
  judgeRule,
  quoteCashOut,
  roundMoney,
  runnerPositions,
  stateAfter,
  validateLines,
  type CashOutQuote,
  type RunnerQuotes,
} from '../rules';
import { getState } from '../state';
import type { CashOutRuleRecord, MarketRecord, MockState, UserRecord } from '../types';
import { announceBalance, bookView, openBetsOf } from './exposure';
import { placeBet } from './betting';
import { isExchangeMarket, shownBook } from './order-book';
import { findUser } from './users';
import { cancelMarketBets } from './unmatched';

/** Fired or cancelled rules stay listed this long (openapi GetCashOutRules). */
export const FINISHED_RULES_KEPT_MS = 24 * 60 * 60 * 1000;

const isLive = (rule: CashOutRuleRecord): boolean => rule.state === 'WAITING' || rule.state === 'SUSPENDED';

function wireRule({ userId: _userId, ...rule }: CashOutRuleRecord): CashOutRule {
  return { ...rule, result: rule.result && { ...rule.result } };
}

function announce(state: MockState, rule: CashOutRuleRecord): void {
  const user = findUser(state, rule.userId);
  if (user) emitMockEvent({ type: 'ruleUpdate', userId: user.id, userName: user.userName, rule: wireRule(rule) });
}

interface Position {
  runnerIds: number[];
  positions: Map<number, number>;
  has: boolean;
}

/** Matched bets only: what rests unmatched is no position yet. */
function positionIn(state: MockState, userId: number, market: MarketRecord): Position {
  const bets = openBetsOf(state, userId).filter((bet) => bet.marketId === market.marketId);
  const view = bookView(state, market.marketId, bets, market.marketType);
  const runnerIds = market.runners.map((runner) => runner.id);
  const positions = view.kind === 'fancy' ? new Map<number, number>() : runnerPositions(view.kind, view.runnerIds, view.bets);
  return { runnerIds, positions, has: !isLevel(runnerIds.map((id) => positions.get(id) ?? 0)) };
}

/** As the app quotes it: from the book the wire shows. */
function quoteNow(state: MockState, market: MarketRecord, position: Position): CashOutQuote | null {
  if (market.status !== 'ACTIVE') return null;
  const quotes = new Map<number, RunnerQuotes>(
    market.runners.map((runner) => [runner.id, runner.status === 'ACTIVE' ? shownBook(state, market, runner) : {}]),
  );
  const result = quoteCashOut(position.runnerIds, position.positions, quotes);
  return result.ok ? result.quote : null;
}

function touch(rule: CashOutRuleRecord): void {
  rule.updatedTime = iso(nowMs());
}

function cashOutRequest(rule: CashOutRuleRecord, market: MarketRecord, quote: CashOutQuote): PlaceBetRequest {
  return {
    eventId: market.eventId,
    marketId: market.marketId,
    runnerId: quote.runnerId,
    type: quote.side === 'back' ? 1 : 2,
    rate: quote.price,
    stake: quote.stake,
    fancyValue: 0,
    placeTime: null,
    keepUnmatched: true,
    timeInForce: 'FILL_OR_KILL',
    minFillSize: quote.stake,
    // One placement per rule, whatever happens: a repeat answers the first bet.
    clientRef: `cash-out-rule-${rule.ruleId}`,
  };
}

/** The rule is FIRED before anything is placed, so nothing can fire it again. */
function fire(state: MockState, user: UserRecord, rule: CashOutRuleRecord, market: MarketRecord, valueAtLine: number): void {
  // As Betfair's cash out: what rests unmatched is cancelled, so no later match undoes the hedge.
  if (openBetsOf(state, user.id).some((bet) => bet.marketId === market.marketId && (bet.unmatchedStake ?? 0) > 0))
    cancelMarketBets(state, user, market.marketId);
  const quote = quoteNow(state, market, positionIn(state, user.id, market));
  const placed = quote ? placeCashOut(state, user, cashOutRequest(rule, market, quote)) : null;
  if (!quote || !placed || !firedInFull(quote.stake, placed.matchedStake)) {
    rule.state = 'CANCELLED';
    rule.cancelReason = 'NOT_FILLED';
    return;
  }
  const after = positionIn(state, user.id, market);
  const amounts = after.runnerIds.map((id) => after.positions.get(id) ?? 0);
  rule.result = {
    betId: placed.betId,
    side: quote.side,
    runnerId: quote.runnerId,
    stake: placed.matchedStake,
    averageOdds: placed.matchedRate,
    profit: roundMoney(Math.min(...amounts)),
    valueAtLine,
  };
}

function placeCashOut(state: MockState, user: UserRecord, request: PlaceBetRequest) {
  try {
    return placeBet(state, user, request, nowMs());
  } catch (error) {
    // Killed or refused: the book could not take the cash out then.
    if (error instanceof BusinessError) return null;
    throw error;
  }
}

function judge(state: MockState, rule: CashOutRuleRecord): void {
  const market = state.markets.find((candidate) => candidate.marketId === rule.marketId);
  const user = findUser(state, rule.userId);
  if (!market || !user || !isLive(rule)) return;
  const position = positionIn(state, user.id, market);
  const value = quoteNow(state, market, position)?.profit ?? null;
  const judgement = judgeRule(rule, { value, marketStatus: market.status, hasPosition: position.has });
  const next = stateAfter(rule.state, judgement);
  if (next === rule.state) return;
  rule.state = next;
  touch(rule);
  if (judgement.kind === 'cancel') rule.cancelReason = judgement.reason;
  if (judgement.kind === 'fire' && value !== null) {
    rule.firedBy = judgement.by;
    fire(state, user, rule, market, value);
    touch(rule);
  }
  announce(state, rule);
  // hub.asyncapi.yaml: a UserBalance follows a fired rule.
  if (rule.state === 'FIRED') announceBalance(state, user);
}

export function judgeMarketRules(state: MockState, marketId: number): void {
  for (const rule of state.cashOutRules.filter((candidate) => candidate.marketId === marketId && isLive(candidate))) judge(state, rule);
}

// The db's change events: the rules never hook into the book's code, so no import goes back.
const pending = new Set<number>();
let flushing = false;

function flush(): void {
  flushing = false;
  const marketIds = [...pending];
  pending.clear();
  const state = getState();
  for (const marketId of marketIds) judgeMarketRules(state, marketId);
}

onMockEvent((event) => {
  if (event.type !== 'odds' && event.type !== 'marketStatus') return;
  if (!getState().cashOutRules.some((rule) => rule.marketId === event.marketId && isLive(rule))) return;
  pending.add(event.marketId);
  if (flushing) return;
  flushing = true;
  queueMicrotask(flush);
});

export function cashOutRulesOf(state: MockState, userId: number): CashOutRule[] {
  const since = nowMs() - FINISHED_RULES_KEPT_MS;
  return state.cashOutRules
    .filter((rule) => rule.userId === userId && (isLive(rule) || Date.parse(rule.updatedTime) >= since))
    .sort((a, b) => b.createdTime.localeCompare(a.createdTime) || b.ruleId - a.ruleId)
    .map(wireRule);
}

function ruleOn(state: MockState, userId: number, marketId: number): CashOutRuleRecord | undefined {
  return state.cashOutRules.find((rule) => rule.userId === userId && rule.marketId === marketId);
}

export function setCashOutRule(state: MockState, user: UserRecord, request: SetCashOutRuleRequest): CashOutRule {
  const market = state.markets.find((candidate) => candidate.marketId === request.marketId);
  if (!market) refuse('Market not found');
  if (!isExchangeMarket(market)) refuse(RULE_MESSAGES.notExchange);
  if (market.status === 'CLOSED') refuse(MESSAGES.closed);
  const position = positionIn(state, user.id, market);
  if (!position.has) refuse(RULE_MESSAGES.noPosition);
  // Levelable or not depends on the position alone, not on the book.
  const levelable = quoteCashOut(position.runnerIds, position.positions, new Map());
  if (!levelable.ok && levelable.refusal === 'manyRunners') refuse(RULE_MESSAGES.manyRunners);
  const quote = quoteNow(state, market, position);
  const refusal = validateLines(quote?.profit ?? null, request.takeProfit, request.stopLoss);
  if (refusal) refuse(RULE_MESSAGES[refusal]);

  const at = iso(nowMs());
  const kept = ruleOn(state, user.id, market.marketId);
  const rule: CashOutRuleRecord =
    kept && isLive(kept)
      ? kept
      : {
          ruleId: state.counters.cashOutRule++,
          userId: user.id,
          eventId: market.eventId,
          marketId: market.marketId,
          marketName: market.marketName,
          takeProfit: null,
          stopLoss: null,
          state: 'WAITING',
          firedBy: null,
          result: null,
          cancelReason: null,
          createdTime: at,
          updatedTime: at,
        };
  // A fired or cancelled rule is replaced: one rule per player and market.
  if (kept && kept !== rule) state.cashOutRules.splice(state.cashOutRules.indexOf(kept), 1);
  if (rule !== kept) state.cashOutRules.push(rule);
  rule.takeProfit = request.takeProfit;
  rule.stopLoss = request.stopLoss;
  rule.state = market.status === 'ACTIVE' ? 'WAITING' : 'SUSPENDED';
  rule.updatedTime = at;
  announce(state, rule);
  return wireRule(rule);
}

export function removeCashOutRule(state: MockState, user: UserRecord, marketId: number): CashOutRule {
  const rule = ruleOn(state, user.id, marketId);
  if (!rule) refuse('There is no automatic cash out on this market');
  if (isLive(rule)) {
    rule.state = 'CANCELLED';
    rule.cancelReason = 'REMOVED';
    touch(rule);
    announce(state, rule);
  }
  return wireRule(rule);
}
