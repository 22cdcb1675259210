import { describe, expect, it } from 'vitest';
import { heldMs, judgeBetDelay } from '@/lib/exchange/bet-delay';

// docs/domain.md "Bet delay": the slip says it and the mock holds bets by it. A back matches the best
// back offer (2.1 here) at 2.1 or below; a lay matches the best lay offer (2.12) at 2.12 or above.
const passive = { delayTime: 5000, passiveDelay: true };
const backBest = { price: 2.1, size: 500 };
const layBest = { price: 2.12, size: 400 };

describe('judgeBetDelay', () => {
  it.each([
    ['a back that reaches the best offer waits', 'back', 2.1, backBest, { kind: 'waits', ms: 5000 }],
    ['a back below it (better for the layer) waits', 'back', 2.06, backBest, { kind: 'waits', ms: 5000 }],
    ['a back above it is placed at once', 'back', 2.12, backBest, { kind: 'passive' }],
    ['a lay that reaches the best offer waits', 'lay', 2.12, layBest, { kind: 'waits', ms: 5000 }],
    ['a lay above it waits', 'lay', 2.2, layBest, { kind: 'waits', ms: 5000 }],
    ['a lay below it is placed at once', 'lay', 2.1, layBest, { kind: 'passive' }],
    ['nothing to match: at once', 'back', 2.1, undefined, { kind: 'passive' }],
    ['an emptied level is nothing to match', 'lay', 2.12, { price: 2.12, size: 0 }, { kind: 'passive' }],
  ] as const)('%s', (_name, side, odds, best, expected) => {
    expect(judgeBetDelay(passive, side, odds, best)).toEqual(expected);
  });

  it('holds every bet where the market has no passive delay', () => {
    expect(judgeBetDelay({ delayTime: 3000 }, 'back', 2.12, backBest)).toEqual({ kind: 'waits', ms: 3000 });
    expect(judgeBetDelay({ delayTime: 3000, passiveDelay: false }, 'lay', 2.1, layBest)).toEqual({ kind: 'waits', ms: 3000 });
  });

  it('has nothing to say where the market has no delay', () => {
    expect(judgeBetDelay({ delayTime: 0, passiveDelay: true }, 'back', 2.1, backBest)).toEqual({ kind: 'none' });
  });

  it('holds only a bet that waits', () => {
    expect(heldMs(judgeBetDelay(passive, 'back', 2.1, backBest))).toBe(5000);
    expect(heldMs(judgeBetDelay(passive, 'back', 2.12, backBest))).toBe(0);
    expect(heldMs({ kind: 'none' })).toBe(0);
  });
});
