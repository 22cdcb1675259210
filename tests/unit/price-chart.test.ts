import { describe, expect, it } from 'vitest';
import {
  chartTrades,
  defaultSpan,
  liveAfter,
  paddedRange,
  plotData,
  priceFigures,
  priceSplits,
  priceSummary,
  timeLabels,
  totalOf,
  tradesOf,
  volumeByPrice,
  type ChartTrade,
} from '@/features/markets/model/price-chart';

const at = (iso: string) => Date.parse(iso);
const trade = (iso: string, price: number, size: number): ChartTrade => ({ time: at(iso), price, size });

const history = tradesOf([
  { time: '2026-12-04T08:00:00.000Z', price: 2.5, size: 100 },
  { time: '2026-12-04T08:01:00.000Z', price: 2.52, size: 40.1 },
  { time: '2026-12-04T08:02:00.000Z', price: 2.48, size: 12.35 },
  { time: '2026-12-04T08:02:00.000Z', price: 2.48, size: 12.35 },
]);

describe('tradesOf', () => {
  it('reads the wire oldest first, in epoch ms, and drops a time that does not parse', () => {
    const read = tradesOf([
      { time: '2026-12-04T08:00:00.000Z', price: 2.5, size: 100 },
      { time: 'soon', price: 2.6, size: 5 },
    ]);
    expect(read).toEqual([{ time: Date.UTC(2026, 11, 4, 8), price: 2.5, size: 100 }]);
  });
});

describe('history and live trades', () => {
  it('appends live trades after the history', () => {
    const live = [trade('2026-12-04T08:03:00.000Z', 2.46, 10), trade('2026-12-04T08:04:00.000Z', 2.44, 20)];
    const merged = chartTrades(history, live);
    expect(merged.map((one) => one.price)).toEqual([2.5, 2.52, 2.48, 2.48, 2.46, 2.44]);
  });

  it('drops the live trades a history read after them already holds, at its last instant by count', () => {
    const live = [
      trade('2026-12-04T08:01:00.000Z', 2.52, 40.1),
      trade('2026-12-04T08:02:00.000Z', 2.48, 12.35),
      trade('2026-12-04T08:02:00.000Z', 2.48, 12.35),
      // A third trade at the same instant, price and size is a new one.
      trade('2026-12-04T08:02:00.000Z', 2.48, 12.35),
      trade('2026-12-04T08:02:00.000Z', 2.5, 1),
    ];
    expect(liveAfter(history, live)).toEqual([trade('2026-12-04T08:02:00.000Z', 2.48, 12.35), trade('2026-12-04T08:02:00.000Z', 2.5, 1)]);
  });

  it('keeps every live trade while the history has none', () => {
    const live = [trade('2026-12-04T08:03:00.000Z', 3, 1)];
    expect(chartTrades([], live)).toEqual(live);
  });
});

describe('volumeByPrice', () => {
  it('sums each price, lowest first, and the column adds up to the total matched to the paisa', () => {
    const trades = [...history, trade('2026-12-04T08:05:00.000Z', 2.5, 0.1), trade('2026-12-04T08:06:00.000Z', 2.5, 0.2)];
    const volume = volumeByPrice(trades);
    expect(volume).toEqual([
      { price: 2.48, size: 24.7 },
      { price: 2.5, size: 100.3 },
      { price: 2.52, size: 40.1 },
    ]);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in paisa it is 30.
    expect(totalOf(volume)).toBe(165.1);
    const figures = priceFigures(trades, totalOf(volume));
    expect(figures).toEqual({ first: 2.5, last: 2.5, high: 2.52, low: 2.48, count: 6, totalMatched: 165.1 });
  });

  it('is empty without trades', () => {
    expect(volumeByPrice([])).toEqual([]);
    expect(totalOf([])).toBe(0);
  });
});

describe('plotData', () => {
  const now = at('2026-12-04T10:00:00.000Z');
  const trades = [
    trade('2026-12-02T10:00:00.000Z', 3, 10),
    trade('2026-12-04T08:30:00.000Z', 2.5, 10),
    trade('2026-12-04T09:30:00.000Z', 2.2, 10),
    trade('2026-12-04T09:45:00.000Z', 2.3, 10),
  ];

  it('holds the last price until now', () => {
    const data = plotData(trades, 'all', now);
    expect(data?.columns[0].at(-1)).toBe(now / 1000);
    expect(data?.columns[1].at(-1)).toBe(2.3);
    expect(data?.x).toEqual([at('2026-12-02T10:00:00.000Z') / 1000, now / 1000]);
  });

  it('shows the last hour with the price it came in at, and scales to what is on screen', () => {
    const data = plotData(trades, 'hour', now);
    expect(data?.x).toEqual([(now - 3_600_000) / 1000, now / 1000]);
    // 2.5 held at the hour's start; 3, two days before, is off screen.
    const [low, high] = data?.y ?? [0, 0];
    expect(low).toBeLessThan(2.2);
    expect(high).toBeGreaterThan(2.5);
    expect(high).toBeLessThan(3);
  });

  it('is null without trades', () => {
    expect(plotData([], 'all', now)).toBeNull();
  });

  it('picks the shortest span with enough trades to read', () => {
    const busy = Array.from({ length: 20 }, (_, index) => ({ time: now - index * 60_000, price: 2, size: 1 })).reverse();
    expect(defaultSpan(busy)).toBe('hour');
    expect(defaultSpan([trade('2026-12-04T06:00:00.000Z', 2, 1), ...busy.slice(1)])).toBe('sixHours');
    expect(defaultSpan(trades)).toBe('all');
    expect(defaultSpan([])).toBe('all');
  });
});

describe('paddedRange', () => {
  it('gives a single price room and never goes below 1, the lowest odds', () => {
    const [low, high] = paddedRange(2, 2);
    expect(low).toBeLessThan(2);
    expect(high).toBeGreaterThan(2);
    expect(paddedRange(1.01, 1.05)[0]).toBeGreaterThanOrEqual(1);
  });
});

describe('priceSplits', () => {
  it('marks round prices of the ladder, at most as many as asked', () => {
    expect(priceSplits(1.82, 2.03, 8)).toEqual([1.85, 1.9, 1.95, 2]);
    expect(priceSplits(1.82, 2.03, 12)).toEqual([1.82, 1.84, 1.86, 1.88, 1.9, 1.92, 1.94, 1.96, 1.98, 2, 2.02]);
    // Above 2 the ladder moves in 0.02s: 2.01 is not a price.
    expect(priceSplits(1.99, 2.03, 10)).toEqual([1.99, 2, 2.02]);
  });
});

describe('timeLabels', () => {
  it('writes IST times, with the day under the first time of each IST day', () => {
    // 18:00 and 18:30 UTC are 11:30 pm on the 4th and midnight on the 5th in IST.
    const seconds = [Date.UTC(2026, 11, 4, 17, 30), Date.UTC(2026, 11, 4, 18, 0), Date.UTC(2026, 11, 4, 18, 30)].map((ms) => ms / 1000);
    expect(timeLabels(seconds, 1800)).toEqual(['11:00 pm\n4 Dec', '11:30 pm', '12:00 am\n5 Dec']);
    expect(timeLabels(seconds.slice(0, 1), 86_400)).toEqual(['4 Dec']);
  });
});

describe('priceSummary', () => {
  it('says first, last, high, low and the total matched', () => {
    const figures = priceFigures(history, 164.8);
    expect(priceSummary(figures, false)).toBe('Last traded price 2.48. First 2.5, highest 2.52, lowest 2.48. ₹164.8 matched in 4 trades.');
    expect(priceSummary(figures, true)).toMatch(/Only the newest trades are shown\.$/);
  });

  it('says when nothing has traded', () => {
    expect(priceSummary(priceFigures([], 0), false)).toBe('Nothing has traded on this runner yet.');
  });
});
