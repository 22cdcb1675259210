// docs/domain.md "Automatic cash out and stop loss": the mock decides by it, the form explains it.
import type { Status } from './types';

/** openapi CashOutRuleState. */
export type CashOutRuleState = 'WAITING' | 'SUSPENDED' | 'FIRED' | 'CANCELLED';
export type CashOutRuleLine = 'TAKE_PROFIT' | 'STOP_LOSS';
export type CashOutRuleCancel = 'REMOVED' | 'NO_POSITION' | 'MARKET_CLOSED' | 'NOT_FILLED';

export interface RuleLines {
  takeProfit: number | null;
  stopLoss: number | null;
}

export interface RuleNow {
  /** A full cash out's profit now; null: no price. */
  value: number | null;
  marketStatus: Status;
  hasPosition: boolean;
}

export type RuleJudgement =
  | { kind: 'fire'; by: CashOutRuleLine }
  | { kind: 'wait' }
  | { kind: 'suspend' }
  | { kind: 'cancel'; reason: CashOutRuleCancel }
  /** Fired or cancelled: nothing more happens to it. */
  | { kind: 'done' };

/** Paisa: a value 499.999 from float arithmetic has reached 500. */
const WITHIN = 0.005;

export function reachesTakeProfit(value: number, takeProfit: number | null): boolean {
  return takeProfit !== null && value >= takeProfit - WITHIN;
}

export function reachesStopLoss(value: number, stopLoss: number | null): boolean {
  return stopLoss !== null && value <= -stopLoss + WITHIN;
}

export function judgeRule(rule: RuleLines & { state: CashOutRuleState }, now: RuleNow): RuleJudgement {
  if (rule.state === 'FIRED' || rule.state === 'CANCELLED') return { kind: 'done' };
  if (now.marketStatus === 'CLOSED') return { kind: 'cancel', reason: 'MARKET_CLOSED' };
  if (!now.hasPosition) return { kind: 'cancel', reason: 'NO_POSITION' };
  if (now.marketStatus !== 'ACTIVE') return { kind: 'suspend' };
  if (now.value === null) return { kind: 'wait' };
  if (reachesTakeProfit(now.value, rule.takeProfit)) return { kind: 'fire', by: 'TAKE_PROFIT' };
  if (reachesStopLoss(now.value, rule.stopLoss)) return { kind: 'fire', by: 'STOP_LOSS' };
  return { kind: 'wait' };
}

/** The state a judgement leaves the rule in, before any cash out is tried. */
export function stateAfter(state: CashOutRuleState, judgement: RuleJudgement): CashOutRuleState {
  switch (judgement.kind) {
    case 'fire':
      return 'FIRED';
    case 'cancel':
      return 'CANCELLED';
    case 'suspend':
      return 'SUSPENDED';
    case 'wait':
      return 'WAITING';
    case 'done':
      return state;
  }
}

/** A fill-or-kill cash out matches all of its stake or nothing. */
export function firedInFull(askedStake: number, matchedStake: number): boolean {
  return matchedStake >= askedStake - WITHIN;
}

export type LineRefusal = 'noLine' | 'notPositive' | 'takeProfitPassed' | 'stopLossPassed';

/** `value` null (no price now) checks the lines alone. */
export function validateLines(value: number | null, takeProfit: number | null, stopLoss: number | null): LineRefusal | null {
  if (takeProfit === null && stopLoss === null) return 'noLine';
  if ((takeProfit !== null && !(takeProfit > 0)) || (stopLoss !== null && !(stopLoss > 0))) return 'notPositive';
  if (value === null) return null;
  if (reachesTakeProfit(value, takeProfit)) return 'takeProfitPassed';
  if (reachesStopLoss(value, stopLoss)) return 'stopLossPassed';
  return null;
}

/** openapi SetCashOutRule's refusals, in the server's words. */
export const RULE_MESSAGES = {
  noLine: 'Set a profit or a loss to cash out at',
  notPositive: 'A line must be more than 0',
  takeProfitPassed: 'The cash-out value is already past that line',
  stopLossPassed: 'The cash-out value is already past that line',
  noPosition: 'You have no position to cash out in this market.',
  manyRunners: 'Your bets on several runners cannot be cashed out with one bet here.',
  notExchange: 'Automatic cash out is only for exchange markets',
} as const satisfies Record<LineRefusal | 'noPosition' | 'manyRunners' | 'notExchange', string>;
