import { describe, expect, it } from 'vitest';
import type { OpenBet } from '@/api/generated/types.gen';
import { LADDER } from '@/lib/exchange/ladder';
import {
  barScale,
  centreRow,
  emptyColumns,
  fillColumns,
  LADDER_ROWS,
  ladderRow,
  ownOrdersByRow,
  pageRows,
  priceOfRow,
  ROW_COUNT,
  rowOfPrice,
  rowWindow,
  scrollTopFor,
  type LadderBook,
} from '@/features/markets/model/ladder-rows';
import { moneyCellName, noOwnCellName, ownCellName, priceCellName, tradedCellName } from '@/features/markets/model/ladder-words';

// A runner's ladder (issue 57): one row a tick of docs/domain.md's odds ladder, highest price on top.

const book = (parts: Partial<LadderBook> = {}): LadderBook => ({
  status: 'ACTIVE',
  back: [],
  lay: [],
  traded: [],
  lastPriceTraded: null,
  totalMatched: 0,
  marketTotalMatched: 0,
  ...parts,
});

const bet = (parts: Partial<OpenBet>): OpenBet => ({
  betId: 1,
  eventId: 3001,
  marketId: 33001,
  runnerId: 3001011,
  betTitle: 'India v Australia',
  marketName: 'Match Odds',
  marketTypeName: 'match_odd',
  betType: 'Back',
  odds: 2.5,
  stake: 500,
  placeTime: '2026-12-06T10:00:00Z',
  matchedStake: 0,
  unmatchedStake: 500,
  ...parts,
});

describe('the ladder’s rows', () => {
  it('are exactly the ticks of the odds ladder, 1000 on top and 1.01 at the bottom', () => {
    expect(ROW_COUNT).toBe(350);
    expect(LADDER_ROWS).toEqual([...LADDER].reverse());
    expect(LADDER_ROWS[0]).toBe(1000);
    expect(LADDER_ROWS.at(-1)).toBe(1.01);
    // Strictly falling: no tick twice, none missing between neighbours of the table.
    LADDER_ROWS.slice(1).forEach((price, row) => expect(price).toBeLessThan(LADDER_ROWS[row] ?? 0));
  });

  it('find a tick’s row and a row’s tick, and no row for a price off the ladder', () => {
    LADDER_ROWS.forEach((price, row) => {
      expect(rowOfPrice(price)).toBe(row);
      expect(priceOfRow(row)).toBe(price);
    });
    expect(rowOfPrice(2.51)).toBeUndefined();
    expect(rowOfPrice(1000.5)).toBeUndefined();
    expect(rowOfPrice(1)).toBeUndefined();
  });
});

describe('where the ladder opens', () => {
  it.each([
    ['the last traded price', book({ lastPriceTraded: 2.5, back: [{ price: 2.48, size: 10 }], lay: [{ price: 2.52, size: 10 }] }), 2.5],
    ['the best back without a trade', book({ back: [{ price: 2.48, size: 10 }], lay: [{ price: 2.52, size: 10 }] }), 2.48],
    ['the best lay without a back', book({ lay: [{ price: 3.05, size: 10 }] }), 3.05],
    ['evens with an empty book', book(), 2],
    ['evens before any book', undefined, 2],
  ])('centres on %s', (_name, given, price) => {
    expect(priceOfRow(centreRow(given))).toBe(price);
  });

  it('scrolls a row to the middle of the view, and no further than the ends', () => {
    // Row 100 of 40 px in a 400 px view: its top 4,000 px, 180 px of view above it.
    expect(scrollTopFor(100, 40, 400)).toBe(3820);
    expect(scrollTopFor(0, 40, 400)).toBe(0);
    expect(scrollTopFor(ROW_COUNT - 1, 40, 400)).toBe(ROW_COUNT * 40 - 400);
  });

  it('renders the rows in view and a margin each way, and a page leaves a row in sight', () => {
    // 400 px at 40 px a row from 4,000 px: rows 100–109 in view.
    const { first, last } = rowWindow(4000, 400, 40, 8);
    expect(first).toBeLessThanOrEqual(100 - 8);
    expect(last).toBeGreaterThanOrEqual(110 + 8);
    expect(last - first).toBeLessThan(10 + 4 * 8);
    expect(rowWindow(0, 400, 40, 8).first).toBe(0);
    expect(rowWindow(ROW_COUNT * 40 - 400, 400, 40, 8).last).toBe(ROW_COUNT - 1);
    expect(pageRows(400, 40)).toBe(9);
  });

  it('renders whole blocks of rows, so each canvas tile holds whole rows and a scroll within a block renders nothing', () => {
    for (const scrollTop of [0, 333, 4000, 4039, 9000]) {
      const { first, last } = rowWindow(scrollTop, 400, 40, 8);
      expect(first % 8).toBe(0);
      expect((last + 1) % 8 === 0 || last === ROW_COUNT - 1).toBe(true);
    }
    expect(rowWindow(4000, 400, 40, 8)).toEqual(rowWindow(4039, 400, 40, 8));
  });
});

describe('a row’s figures', () => {
  const columns = fillColumns(
    emptyColumns(),
    book({
      back: [
        { price: 2.48, size: 1200 },
        { price: 2.46, size: 300 },
      ],
      lay: [{ price: 2.52, size: 800.5 }],
      traded: [
        { price: 2.48, size: 100 },
        { price: 2.5, size: 3500 },
      ],
      lastPriceTraded: 2.5,
    }),
  );
  const own = ownOrdersByRow(
    [
      bet({ betId: 1, betType: 'Lay', odds: 2.52, unmatchedStake: 500 }),
      bet({ betId: 2, betType: 'Lay', odds: 2.52, unmatchedStake: 250.25 }),
      bet({ betId: 3, betType: 'Back', odds: 2.6, unmatchedStake: 100 }),
      // Not resting, another runner, another market: none of them shows.
      bet({ betId: 4, betType: 'Back', odds: 2.6, unmatchedStake: 0 }),
      bet({ betId: 5, runnerId: 3001012, odds: 2.6 }),
      bet({ betId: 6, marketId: 33002, odds: 2.6 }),
    ],
    33001,
    3001011,
  );
  const at = (price: number) => ladderRow(columns, own, rowOfPrice(price) ?? -1);

  it('merge the money to back and to lay, the volume traded and the last traded price by price', () => {
    expect(at(2.48)).toEqual({ price: 2.48, back: 1200, lay: 0, traded: 100, lastTraded: false, own: {} });
    expect(at(2.5)).toMatchObject({ back: 0, lay: 0, traded: 3500, lastTraded: true });
    expect(at(2.52)).toMatchObject({ back: 0, lay: 800.5, traded: 0, lastTraded: false });
    expect(columns.maxTraded).toBe(3500);
  });

  it('carry the player’s resting orders on their side, several at one price together', () => {
    const lay = at(2.52).own.lay;
    expect(lay?.size).toBe(750.25);
    expect(lay?.bets.map((order) => order.betId)).toEqual([1, 2]);
    expect(at(2.6).own).toEqual({ back: { size: 100, bets: [expect.objectContaining({ betId: 3 })] } });
    expect(own.size).toBe(2);
  });

  it('are cleared when the next book no longer has them', () => {
    const next = fillColumns(emptyColumns(), book({ back: [{ price: 2.48, size: 5 }] }));
    fillColumns(next, book({ lay: [{ price: 3, size: 7 }] }));
    expect(ladderRow(next, new Map(), rowOfPrice(2.48) ?? -1)).toMatchObject({ back: 0, lay: 0 });
    expect(ladderRow(next, new Map(), rowOfPrice(3) ?? -1)).toMatchObject({ lay: 7 });
    expect(next.lastTradedRow).toBeUndefined();
    expect(next.maxTraded).toBe(0);
  });
});

describe('the traded bars', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3500, 5000],
    [1500, 1500],
    [1501, 2000],
    [7000, 7500],
    [7600, 10000],
    [0.4, 0.5],
  ])('with %s the most traded at one price, are scaled to %s', (max, scale) => {
    expect(barScale(max)).toBeCloseTo(scale, 9);
  });

  it('keep their scale while the most traded grows within a step', () => {
    const scales = new Set([3001, 3500, 4200, 5000].map(barScale));
    expect([...scales]).toEqual([5000]);
  });
});

describe('what a screen reader says of a cell', () => {
  it('names the side, the price and the money the cell shows, in words as well as colours', () => {
    expect(moneyCellName('back', 2.5, 1200)).toBe('Back at 2.5, ₹1.2k available');
    expect(moneyCellName('lay', 2.52, 0)).toBe('Lay at 2.52');
    expect(tradedCellName(2.5, 350000)).toBe('Traded at 2.5: ₹350k');
    expect(tradedCellName(2.5, 640.5)).toBe('Traded at 2.5: ₹640.5');
    expect(tradedCellName(2.5, 0)).toBe('Nothing traded at 2.5');
    expect(priceCellName(2.5, true)).toBe('2.5, last traded price');
    expect(priceCellName(2.5, false)).toBe('2.5');
  });

  it('says that a click on the player’s own order cancels it', () => {
    expect(ownCellName('lay', 2.52, { size: 500, bets: [bet({ betType: 'Lay' })] })).toBe('Your lay order at 2.52, ₹500, cancel');
    expect(ownCellName('back', 2.6, { size: 750, bets: [bet({}), bet({ betId: 2 })] })).toBe('Your 2 back orders at 2.6, ₹750, cancel');
    expect(noOwnCellName('lay', 2.6)).toBe('No lay order of yours at 2.6');
  });
});
