import { describe, expect, it } from 'vitest';
import type { PlaceBetResult } from '@/api/generated/types.gen';
import { bestExecutionGain } from '@/features/betslip/model/best-execution';
import { betDelayWords, slipBetDelay } from '@/features/betslip/model/bet-delay-words';
import { bestExecutionWords, matchedOutcome } from '@/features/betslip/model/outcome-text';
import { backIndia } from '../support/selections';

// What the slip says before a bet is sent (docs/domain.md "Bet delay") and after it matched at better
// odds than asked. India's best back offer here is 2.14 (₹1,000).
const best = { price: 2.14, size: 1000 };
const inPlayLimit = { delayTime: 5000, passiveDelay: true };
const layIndia = { ...backIndia, side: 'lay' as const };

describe('the bet delay before placing', () => {
  it('says a bet that reaches the best price waits the delay, in seconds', () => {
    const delay = slipBetDelay(backIndia, 2.1, inPlayLimit, best);
    expect(betDelayWords(delay)).toBe('Waits 5 s before it can match (in-play)');
  });

  it('says a bet that does not cross the best price is placed at once', () => {
    expect(betDelayWords(slipBetDelay(backIndia, 2.16, inPlayLimit, best))).toBe('Placed at once: it does not cross the best price');
    expect(betDelayWords(slipBetDelay(layIndia, 2.12, inPlayLimit, { price: 2.14, size: 500 }))).toBe(
      'Placed at once: it does not cross the best price',
    );
  });

  it('holds every bet where the market has no passive delay, and on a bookmaker market however it says', () => {
    expect(slipBetDelay(backIndia, 2.16, { delayTime: 3000 }, best)).toEqual({ kind: 'waits', ms: 3000 });
    const bookmaker = { ...backIndia, marketType: 'bookmaker' as const };
    expect(betDelayWords(slipBetDelay(bookmaker, 120, { delayTime: 3000, passiveDelay: true }, { price: 108, size: 100 }))).toBe(
      'Waits 3 s before it can match (in-play)',
    );
  });

  it('says nothing without a delay or before the limits are known', () => {
    expect(betDelayWords(slipBetDelay(backIndia, 2.1, { delayTime: 0, passiveDelay: true }, best))).toBeNull();
    expect(betDelayWords(slipBetDelay(backIndia, 2.1, undefined, best))).toBeNull();
  });

  it('never says a wait shorter than it is', () => {
    expect(betDelayWords({ kind: 'waits', ms: 1500 })).toBe('Waits 2 s before it can match (in-play)');
  });
});

describe('best execution', () => {
  it('is a back’s extra profit S·(matched − asked)', () => {
    expect(bestExecutionGain('back', 2.1, 2.14, 500)).toBe(20);
    expect(bestExecutionGain('back', 1.01, 1.02, 333.33)).toBe(3.33);
  });

  it('is a lay’s saved liability S·(asked − matched)', () => {
    expect(bestExecutionGain('lay', 2.14, 2.1, 500)).toBe(20);
  });

  it('is nothing when the odds were not better', () => {
    expect(bestExecutionGain('back', 2.1, 2.1, 500)).toBeNull();
    expect(bestExecutionGain('back', 2.14, 2.1, 500)).toBeNull();
    expect(bestExecutionGain('lay', 2.1, 2.14, 500)).toBeNull();
  });

  it('is said in the outcome as asked, matched, the stake and the gain', () => {
    expect(bestExecutionWords(backIndia, 2.1, 2.14, 500)).toBe('Asked 2.10, matched 2.14 on ₹500 (best execution: ₹20 more profit)');
    expect(bestExecutionWords(layIndia, 2.14, 2.1, 1500)).toBe('Asked 2.14, matched 2.10 on ₹1,500 (best execution: ₹60 less liability)');
    expect(bestExecutionWords(backIndia, 2.1, 2.1, 500)).toBeNull();
    expect(bestExecutionWords({ ...backIndia, marketType: 'bookmaker' }, 92, 95, 500)).toBeNull();
  });

  it('goes with a matched outcome only when it was better', () => {
    const result: PlaceBetResult = {
      betId: 1,
      status: 'MATCHED',
      message: '',
      matchedStake: 500,
      matchedRate: 2.14,
      balance: 0,
      exposure: 0,
    };
    const better = matchedOutcome(backIndia, result, 2.1);
    expect(better.kind === 'matched' && better.execution).toBe('Asked 2.10, matched 2.14 on ₹500 (best execution: ₹20 more profit)');
    const same = matchedOutcome(backIndia, result, 2.14);
    expect(same.kind === 'matched' && same.execution).toBeFalsy();
  });
});
