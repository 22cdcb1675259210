import { describe, expect, it } from 'vitest';
import { matchOrder } from '@/lib/exchange/matching';
import { levelsWithOrders, shareFill, takeFromLevels, type RestingOrder } from '@/lib/exchange/order-book';
import type { PriceSize, Side } from '@/lib/exchange/types';

// The book as an exchange keeps it (docs/domain.md "Order lifecycle"): a player's own unmatched back
// at O for S is offered to others as S available to lay at O, and matching takes size off the levels
// it used. Worked example of the domain notes: an unmatched back at 3.0 for 500 adds 500 to the lay
// side's available size at 3.0.

const back: PriceSize[] = [
  { price: 2.9, size: 400 },
  { price: 2.88, size: 300 },
  { price: 2.86, size: 1000 },
];
const lay: PriceSize[] = [
  { price: 2.92, size: 250 },
  { price: 2.94, size: 600 },
  { price: 3, size: 200 },
];

describe("one's own orders shown in the book", () => {
  const cases: Array<{ name: string; takerSide: Side; levels: PriceSize[]; orders: RestingOrder[]; depth?: number; shown: PriceSize[] }> = [
    {
      name: 'an unmatched back at 3.0 for 500 adds 500 to the lay side at 3.0',
      takerSide: 'lay',
      levels: lay,
      orders: [{ side: 'back', odds: 3, size: 500 }],
      shown: [
        { price: 2.92, size: 250 },
        { price: 2.94, size: 600 },
        { price: 3, size: 700 },
      ],
    },
    {
      name: 'an unmatched back is not on the back side',
      takerSide: 'back',
      levels: back,
      orders: [{ side: 'back', odds: 3, size: 500 }],
      shown: back,
    },
    {
      name: 'an unmatched lay at 2.8 for 1000 is a new back level, below the others',
      takerSide: 'back',
      levels: back,
      orders: [{ side: 'lay', odds: 2.8, size: 1000 }],
      shown: [...back, { price: 2.8, size: 1000 }],
    },
    {
      name: 'the wire shows three levels: a back resting deeper than them is not shown',
      takerSide: 'lay',
      levels: lay,
      orders: [{ side: 'back', odds: 3.05, size: 500 }],
      depth: 3,
      shown: lay,
    },
    {
      name: 'a back resting between the best back and the best lay becomes the best lay',
      takerSide: 'lay',
      levels: lay.slice(1),
      orders: [{ side: 'back', odds: 2.92, size: 80 }],
      depth: 3,
      shown: [
        { price: 2.92, size: 80 },
        { price: 2.94, size: 600 },
        { price: 3, size: 200 },
      ],
    },
    {
      name: 'orders at one price add up, empty ones count nothing',
      takerSide: 'lay',
      levels: [],
      orders: [
        { side: 'back', odds: 3, size: 500 },
        { side: 'back', odds: 3, size: 250.5 },
        { side: 'back', odds: 3.1, size: 0 },
      ],
      shown: [{ price: 3, size: 750.5 }],
    },
  ];

  it.each(cases)('$name', ({ takerSide, levels, orders, depth, shown }) => {
    expect(levelsWithOrders(takerSide, levels, orders, depth)).toEqual(shown);
  });

  it('is what the next order matches against: a lay at 3.0 for 1200 takes 2.92, 2.94, then the resting back at 3.0', () => {
    const book = levelsWithOrders('lay', lay, [{ side: 'back', odds: 3, size: 500 }]);
    const outcome = matchOrder('lay', 3, 1200, book);
    expect(outcome.fills).toEqual([
      { price: 2.92, size: 250 },
      { price: 2.94, size: 600 },
      { price: 3, size: 350 },
    ]);
    expect(outcome.unmatchedStake).toBe(0);
  });
});

describe('matching consumes the levels', () => {
  const cases: Array<{ name: string; levels: PriceSize[]; fills: PriceSize[]; left: PriceSize[] }> = [
    {
      name: 'a fill within the best level takes its size off it',
      levels: back,
      fills: [{ price: 2.9, size: 150 }],
      left: [{ price: 2.9, size: 250 }, back[1], back[2]] as PriceSize[],
    },
    {
      name: 'a level used up is gone: the next shows as the best',
      levels: back,
      fills: [
        { price: 2.9, size: 400 },
        { price: 2.88, size: 100 },
      ],
      left: [
        { price: 2.88, size: 200 },
        { price: 2.86, size: 1000 },
      ],
    },
    { name: 'every level used up leaves an empty side', levels: back, fills: back, left: [] },
    {
      name: 'a fill at a price the levels do not hold (a resting order took it) changes nothing',
      levels: back,
      fills: [{ price: 2.92, size: 100 }],
      left: back,
    },
    {
      name: 'money rounding: 0.1 + 0.2 off 0.3 leaves nothing',
      levels: [{ price: 2, size: 0.3 }],
      fills: [
        { price: 2, size: 0.1 },
        { price: 2, size: 0.2 },
      ],
      left: [],
    },
  ];

  it.each(cases)('$name', ({ levels, fills, left }) => {
    expect(takeFromLevels(levels, fills)).toEqual(left);
  });

  it('a back at 2.88 for 700 matches 400 at 2.9 and 300 at 2.88, and leaves only 2.86 (the domain rule, end to end)', () => {
    const outcome = matchOrder('back', 2.88, 700, back);
    expect(takeFromLevels(back, outcome.fills)).toEqual([{ price: 2.86, size: 1000 }]);
  });

  it.each([
    { size: 300, orders: [500], perOrder: [300], fromLevel: 0 },
    { size: 700, orders: [500], perOrder: [500], fromLevel: 200 },
    { size: 700, orders: [200, 300], perOrder: [200, 300], fromLevel: 200 },
    { size: 100, orders: [], perOrder: [], fromLevel: 100 },
  ])('shares a fill of $size among resting orders $orders oldest first', ({ size, orders, perOrder, fromLevel }) => {
    expect(shareFill(size, orders)).toEqual({ perOrder, fromLevel });
  });
});
