import { beforeEach, describe, expect, it } from 'vitest';
import { quoteNow } from '@/features/betslip/model/cash-out-book';
import { cashOutHeadline, profitWord, signedRupees, walkText } from '@/features/betslip/model/cash-out-text';
import { priceStore } from '@/lib/price-store';

// The cash out dialog's quote at the price store's book, and its words.

const EVENT = 91;
const MARKET = 9101;
const A = 1;
const B = 2;
const market = { eventId: EVENT, marketId: MARKET, runners: [{ id: A }, { id: B }] };
// Back 100 @ 3.0 on A.
const positions = new Map([
  [A, 200],
  [B, -100],
]);

function book(status: 'ACTIVE' | 'SUSPENDED' | 'BALLRUNNING', runnerA: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE'): void {
  priceStore.applyMarketStatus({ eventId: EVENT, marketId: MARKET, status });
  priceStore.applyOddsUpdate({
    eventId: EVENT,
    marketId: MARKET,
    runnerId: A,
    status: runnerA,
    back: [{ price: 2.48, size: 1000 }],
    lay: [
      { price: 2.5, size: 50 },
      { price: 2.52, size: 20 },
      { price: 2.54, size: 1000 },
    ],
  });
  priceStore.applyOddsUpdate({ eventId: EVENT, marketId: MARKET, runnerId: B, status: 'ACTIVE', back: [], lay: [] });
  priceStore.flush();
}

describe('the quote at the book the price store holds', () => {
  beforeEach(() => book('ACTIVE'));

  it('walks all three levels: 50 @ 2.5, 20 @ 2.52, then 49.06 @ 2.54 (124.6 of the 300 left); +19.06', () => {
    const result = quoteNow(market, positions, 100);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote).toMatchObject({ runnerId: A, side: 'lay', price: 2.54, stake: 119.06, profit: 19.06, restStake: 0 });
    expect(walkText(result.quote)).toBe('₹50 at 2.5, then ₹20 at 2.52, then ₹49.06 at 2.54 (average 2.52)');
  });

  it('refuses with the reason while the market is suspended or the ball is running', () => {
    book('SUSPENDED');
    expect(quoteNow(market, positions, 100)).toEqual({ ok: false, reason: 'Cash out is not available: Market is suspended.' });
    book('BALLRUNNING');
    expect(quoteNow(market, positions, 50)).toEqual({ ok: false, reason: 'Cash out is not available: Ball is running.' });
  });

  it('refuses with the reason when the one runner it could be placed on is suspended', () => {
    book('ACTIVE', 'SUSPENDED');
    expect(quoteNow(market, positions, 100)).toEqual({ ok: false, reason: 'Cash out is not available: Market is suspended.' });
  });
});

describe('the words', () => {
  it.each([
    { value: 20, text: '+₹20', word: 'profit' },
    { value: -1570.5, text: '−₹1,570.5', word: 'loss' },
    { value: 0, text: '₹0', word: 'even' },
  ])('$value is "$text $word"', ({ value, text, word }) => {
    expect(signedRupees(value)).toBe(text);
    expect(profitWord(value)).toBe(word);
  });

  it('a partial share says the rest stays as it is', () => {
    expect(cashOutHeadline({ profit: 10, share: 0.5 })).toBe(
      'Cash out 50%: +₹10 whatever the result; the rest of your position stays as it is',
    );
    expect(cashOutHeadline({ profit: 20, share: 1 })).toBe('Cash out: +₹20 whatever the result');
  });
});
