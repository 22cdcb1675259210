import { t } from '@lingui/core/macro';
import type { CashOutRule } from '@/api/generated/types.gen';
import { RULE_MESSAGES } from '@/lib/exchange/cash-out-rules';
import { LINE_REFUSALS } from '@/lib/exchange/cash-out-rule-words';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/money';

// docs/domain.md "Automatic cash out and stop loss", in the player's words.

export type RuleShown = Pick<CashOutRule, 'takeProfit' | 'stopLoss' | 'state' | 'firedBy' | 'result' | 'cancelReason'>;

/** The sign and the word say it; the sign never wraps apart. */
export function signedAmountText(amount: number): string {
  const rupees = formatMoney(Math.abs(amount));
  const signed = `${amount < 0 ? '−' : '+'}\u2060₹${rupees}`;
  if (amount > 0) return t`${signed} profit`;
  if (amount < 0) return t`${signed} loss`;
  return t`₹0, even`;
}

export function linesText({ takeProfit, stopLoss }: Pick<CashOutRule, 'takeProfit' | 'stopLoss'>): string {
  const profit = takeProfit === null ? '' : formatMoney(takeProfit);
  const loss = stopLoss === null ? '' : formatMoney(stopLoss);
  if (takeProfit !== null && stopLoss !== null) return t`when the profit reaches ₹${profit} or the loss reaches ₹${loss}`;
  if (takeProfit !== null) return t`when the profit reaches ₹${profit}`;
  return t`when the loss reaches ₹${loss}`;
}

/** A rule that still may fire. */
export function isActive(rule: Pick<CashOutRule, 'state'>): boolean {
  return rule.state === 'WAITING' || rule.state === 'SUSPENDED';
}

export function cancelReasonText(reason: CashOutRule['cancelReason']): string {
  switch (reason) {
    case 'NO_POSITION':
      return t`you no longer have a position in this market`;
    case 'MARKET_CLOSED':
      return t`the market closed`;
    case 'NOT_FILLED':
      return t`when the line was reached, the book could not take the whole cash out; your position is as it was`;
    case 'REMOVED':
    case null:
      return t`you removed it`;
  }
}

function reachedText(rule: RuleShown): string {
  const line = formatMoney((rule.firedBy === 'STOP_LOSS' ? rule.stopLoss : rule.takeProfit) ?? 0);
  return rule.firedBy === 'STOP_LOSS' ? t`the loss reached ₹${line}` : t`the profit reached ₹${line}`;
}

/** 'Locked in +₹727.55 profit on every result (Lay ₹3,867.55 at 1.51).' */
function resultText(result: NonNullable<RuleShown['result']>): string {
  const locked = signedAmountText(result.profit);
  const side = result.side === 'back' ? t`Back` : t`Lay`;
  const stake = formatMoney(result.stake);
  const odds = result.averageOdds.toFixed(2);
  return t`Locked in ${locked} on every result (${side} ₹${stake} at ${odds}).`;
}

function firedText(rule: RuleShown): string {
  const reached = reachedText(rule);
  if (!rule.result) return t`Cashed out automatically: ${reached}.`;
  const result = resultText(rule.result);
  return t`Cashed out automatically: ${reached}. ${result}`;
}

/** The rule's state in one sentence, for the market and open bets. */
export function ruleStateText(rule: RuleShown): string {
  const lines = linesText(rule);
  switch (rule.state) {
    case 'WAITING':
      return t`Automatic cash out ${lines}: waiting.`;
    case 'SUSPENDED':
      return t`Automatic cash out ${lines}: waiting: market suspended.`;
    case 'FIRED':
      return firedText(rule);
    case 'CANCELLED': {
      if (rule.cancelReason === 'REMOVED') return t`Automatic cash out removed.`;
      const why = cancelReasonText(rule.cancelReason);
      return t`Automatic cash out cancelled: ${why}.`;
    }
  }
}

export interface RuleNotice {
  readonly title: string;
  readonly message: string;
  readonly fired: boolean;
}

/** null for the player's own change or a wait. */
export function ruleNotice(rule: RuleShown & Pick<CashOutRule, 'marketName'>, eventName?: string): RuleNotice | null {
  const { marketName } = rule;
  const where = eventName ? t`${eventName}, ${marketName}` : marketName;
  if (rule.state === 'FIRED') {
    const reached = reachedText(rule);
    const result = rule.result ? resultText(rule.result) : null;
    const message = result === null ? t`${where}: ${reached}.` : t`${where}: ${reached}. ${result}`;
    return { title: t`Cashed out automatically`, message, fired: true };
  }
  if (rule.state === 'CANCELLED' && rule.cancelReason !== 'REMOVED') {
    const why = cancelReasonText(rule.cancelReason);
    return { title: t`Automatic cash out cancelled`, message: t`${where}: ${why}.`, fired: false };
  }
  return null;
}

/** The server's refusal (RULE_MESSAGES) in the language on screen. */
export function refusalText(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  switch (text) {
    case RULE_MESSAGES.noLine:
      return LINE_REFUSALS.noLine;
    case RULE_MESSAGES.notPositive:
      return LINE_REFUSALS.notPositive;
    case RULE_MESSAGES.takeProfitPassed:
      return LINE_REFUSALS.takeProfitPassed;
    case RULE_MESSAGES.noPosition:
      return t`You have no position to cash out in this market.`;
    case RULE_MESSAGES.notExchange:
      return t`Automatic cash out is only for exchange markets.`;
    default:
      return errorMessage(error);
  }
}
