import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASH_OUT_REASONS } from '@/lib/exchange/cash-out';
import { quoteCashOut, type RunnerQuotes } from '@/lib/exchange/cash-out-math';
import {
  RULE_MESSAGES,
  firedInFull,
  judgeRule,
  stateAfter,
  validateLines,
  type CashOutRuleState,
  type RuleJudgement,
  type RuleLines,
  type RuleNow,
} from '@/lib/exchange/cash-out-rules';
import { LINE_REFUSALS } from '@/lib/exchange/cash-out-rule-words';
import { runnerPositions } from '@/lib/exchange/positions';
import type { Status } from '@/lib/exchange/types';

// Automatic cash out (docs/domain.md "Automatic cash out and stop loss"): the decision the mock runs.

const open = (value: number | null, marketStatus: Status = 'ACTIVE', hasPosition = true): RuleNow => ({
  value,
  marketStatus,
  hasPosition,
});
const waiting = (lines: Partial<RuleLines>) => ({ takeProfit: null, stopLoss: null, ...lines, state: 'WAITING' as const });

describe('judgeRule', () => {
  it.each<[string, Partial<RuleLines>, RuleNow, RuleJudgement]>([
    ['take profit 500, value 499.99: waits', { takeProfit: 500 }, open(499.99), { kind: 'wait' }],
    ['take profit 500, value exactly 500: fires', { takeProfit: 500 }, open(500), { kind: 'fire', by: 'TAKE_PROFIT' }],
    ['take profit 500, value jumps to 740: fires', { takeProfit: 500 }, open(740), { kind: 'fire', by: 'TAKE_PROFIT' }],
    ['take profit 500, a loss of 900: a take profit alone waits', { takeProfit: 500 }, open(-900), { kind: 'wait' }],
    ['stop loss 300, value −299.99: waits', { stopLoss: 300 }, open(-299.99), { kind: 'wait' }],
    ['stop loss 300, value exactly −300: fires', { stopLoss: 300 }, open(-300), { kind: 'fire', by: 'STOP_LOSS' }],
    ['stop loss 300, value jumps to −650: fires', { stopLoss: 300 }, open(-650), { kind: 'fire', by: 'STOP_LOSS' }],
    ['stop loss 300, a profit of 900: a stop loss alone waits', { stopLoss: 300 }, open(900), { kind: 'wait' }],
    ['both lines, value between: waits', { takeProfit: 500, stopLoss: 300 }, open(20), { kind: 'wait' }],
    ['both lines, value up past 500', { takeProfit: 500, stopLoss: 300 }, open(501), { kind: 'fire', by: 'TAKE_PROFIT' }],
    ['both lines, value down past −300', { takeProfit: 500, stopLoss: 300 }, open(-301), { kind: 'fire', by: 'STOP_LOSS' }],
    [
      'float arithmetic a paisa short of the line still reaches it',
      { takeProfit: 500 },
      open(499.9999),
      { kind: 'fire', by: 'TAKE_PROFIT' },
    ],
    ['no price to cash out at: waits', { stopLoss: 300 }, open(null), { kind: 'wait' }],
    ['suspended, value past the line: waits for the market', { stopLoss: 300 }, open(-800, 'SUSPENDED'), { kind: 'suspend' }],
    ['ball running, value past the line: waits for the market', { takeProfit: 50 }, open(90, 'BALLRUNNING'), { kind: 'suspend' }],
    ['suspended without a price', { takeProfit: 50 }, open(null, 'SUSPENDED'), { kind: 'suspend' }],
    ['closed: cancelled', { takeProfit: 500 }, open(900, 'CLOSED'), { kind: 'cancel', reason: 'MARKET_CLOSED' }],
    [
      'closed and settled (no position): market closed',
      { takeProfit: 500 },
      open(null, 'CLOSED', false),
      { kind: 'cancel', reason: 'MARKET_CLOSED' },
    ],
    ['position cashed out by hand: cancelled', { takeProfit: 500 }, open(null, 'ACTIVE', false), { kind: 'cancel', reason: 'NO_POSITION' }],
    [
      'position gone while suspended: cancelled',
      { stopLoss: 300 },
      open(null, 'SUSPENDED', false),
      { kind: 'cancel', reason: 'NO_POSITION' },
    ],
  ])('%s', (_name, lines, now, expected) => {
    expect(judgeRule(waiting(lines), now)).toEqual(expected);
  });

  it('a suspended rule is judged again like a waiting one when the market opens', () => {
    const rule = { takeProfit: null, stopLoss: 300, state: 'SUSPENDED' as const };
    expect(judgeRule(rule, open(-800, 'SUSPENDED'))).toEqual({ kind: 'suspend' });
    expect(judgeRule(rule, open(-320))).toEqual({ kind: 'fire', by: 'STOP_LOSS' });
    expect(judgeRule(rule, open(-100))).toEqual({ kind: 'wait' });
  });

  it.each<CashOutRuleState>(['FIRED', 'CANCELLED'])('a %s rule never fires again, whatever the value', (state) => {
    for (const now of [open(10_000), open(-10_000), open(0, 'SUSPENDED'), open(0, 'CLOSED'), open(0, 'ACTIVE', false)])
      expect(judgeRule({ takeProfit: 500, stopLoss: 300, state }, now)).toEqual({ kind: 'done' });
  });

  it('fires once while the value crosses the line up, down and up again', () => {
    let state: CashOutRuleState = 'WAITING';
    const fired: string[] = [];
    const stream: RuleNow[] = [open(100), open(480), open(520), open(490), open(610), open(0, 'SUSPENDED'), open(700)];
    for (const now of stream) {
      const judgement = judgeRule({ takeProfit: 500, stopLoss: 300, state }, now);
      if (judgement.kind === 'fire') fired.push(judgement.by);
      state = stateAfter(state, judgement);
    }
    expect(fired).toEqual(['TAKE_PROFIT']);
    expect(state).toBe('FIRED');
  });

  it('a suspension waits, then the rule waits or fires as the reopened market says', () => {
    const states: CashOutRuleState[] = [];
    let state: CashOutRuleState = 'WAITING';
    for (const now of [open(-100), open(-400, 'SUSPENDED'), open(-250), open(-400, 'BALLRUNNING'), open(-310)]) {
      state = stateAfter(state, judgeRule({ takeProfit: null, stopLoss: 300, state }, now));
      states.push(state);
    }
    expect(states).toEqual(['WAITING', 'SUSPENDED', 'WAITING', 'SUSPENDED', 'FIRED']);
  });
});

describe('partial fills of the cash out', () => {
  // docs/domain.md "Cash out across the ladder": back 100 at 3.0 on A; A lays 50 at 2.5, then 2.52.
  const positions = runnerPositions('odds', [1, 2], [{ side: 'back', runnerId: 1, price: 3, stake: 100 }]);
  const quoteOn = (levels: RunnerQuotes['lay']) => {
    const result = quoteCashOut([1, 2], positions, new Map([[1, { lay: levels }]]));
    if (!result.ok) throw new Error(result.refusal);
    return result.quote;
  };

  it('the value is what a full cash out locks in, even when the book takes only part of it now', () => {
    const thin = quoteOn([
      { price: 2.5, size: 50 },
      { price: 2.52, size: 20 },
    ]);
    // The value the app shows (+19.44) reaches a take profit of 15, so the rule fires…
    expect(thin.profit).toBe(19.44);
    expect(judgeRule(waiting({ takeProfit: 15 }), open(thin.profit))).toEqual({ kind: 'fire', by: 'TAKE_PROFIT' });
    // …and its fill-or-kill of 119.44 finds 70: nothing is matched and the rule is cancelled NOT_FILLED.
    expect(thin.stake).toBe(119.44);
    expect(thin.now.stake).toBe(70);
    expect(firedInFull(thin.stake, thin.now.stake)).toBe(false);
  });

  it('a book deep enough fills it in full at the walked prices', () => {
    const deep = quoteOn([
      { price: 2.5, size: 50 },
      { price: 2.52, size: 500 },
    ]);
    expect(deep.restStake).toBe(0);
    expect(firedInFull(deep.stake, deep.now.stake)).toBe(true);
    expect(firedInFull(119.44, 119.44)).toBe(true);
    expect(firedInFull(119.44, 119.43)).toBe(false);
  });
});

describe('validateLines', () => {
  it.each<[string, number | null, number | null, number | null, ReturnType<typeof validateLines>]>([
    ['no line', 20, null, null, 'noLine'],
    ['a take profit of 0', 20, 0, null, 'notPositive'],
    ['a negative stop loss', 20, null, -5, 'notPositive'],
    ['a take profit above the value', 20, 500, null, null],
    ['a take profit the value has reached', 500, 500, null, 'takeProfitPassed'],
    ['a take profit below the value', 520, 500, 300, 'takeProfitPassed'],
    ['a stop loss below the value', -100, null, 300, null],
    ['a stop loss the value has passed', -301, 500, 300, 'stopLossPassed'],
    ['no value now (suspended): the lines alone', null, 500, 300, null],
  ])('%s', (_name, value, takeProfit, stopLoss, expected) => {
    expect(validateLines(value, takeProfit, stopLoss)).toBe(expected);
  });

  it('the app refuses in the server’s words, which openapi/exchange.yaml states', () => {
    for (const key of Object.keys(LINE_REFUSALS) as Array<keyof typeof LINE_REFUSALS>) expect(LINE_REFUSALS[key]).toBe(RULE_MESSAGES[key]);
    expect(CASH_OUT_REASONS.noPosition).toBe(RULE_MESSAGES.noPosition);
    expect(CASH_OUT_REASONS.manyRunners).toBe(RULE_MESSAGES.manyRunners);
    const spec = readFileSync('openapi/exchange.yaml', 'utf8').replace(/\s+/g, ' ');
    expect(spec).toContain(`'${RULE_MESSAGES.takeProfitPassed}'`);
    expect(spec).toContain(`'${RULE_MESSAGES.noPosition}'`);
  });
});
