import { describe, expect, it } from 'vitest';
import type { BetHistoryItem } from '@/api/generated/types.gen';
import { chartGeometry, chartSummary, CHART_FRAME } from '@/features/account/model/profit-loss-chart';
import { dailyPnl, describePnl, pnlByEvent, pnlBySport, signedMoney, totalsOf } from '@/features/account/model/profit-loss';
import { allBetsPnlHref, rangeFromSearch } from '@/features/account/model/profit-loss-links';

let nextId = 1;
function bet(change: Partial<BetHistoryItem> & Pick<BetHistoryItem, 'profitLoss' | 'settleTime'>): BetHistoryItem {
  const result = change.profitLoss > 0 ? 'WON' : change.profitLoss < 0 ? 'LOST' : 'VOID';
  return {
    betId: nextId++,
    eventId: 3901,
    sportId: 3,
    betTitle: 'India v Pakistan',
    marketName: 'Match Odds',
    runnerName: 'India',
    betType: 'Back',
    odds: 2,
    stake: 1000,
    result,
    placeTime: '2026-11-01T08:00:00.000Z',
    ...change,
  };
}

const bets: BetHistoryItem[] = [
  bet({ profitLoss: 1000, settleTime: '2026-11-18T10:00:00.000Z' }),
  bet({ profitLoss: -500, stake: 500, settleTime: '2026-11-18T12:00:00.000Z' }),
  bet({
    eventId: 1901,
    sportId: 1,
    betTitle: 'Manchester United v Tottenham',
    profitLoss: -2000,
    stake: 2000,
    settleTime: '2026-11-20T09:00:00.000Z',
  }),
  bet({ eventId: 25901, sportId: 25, betTitle: 'Puneri Paltan v Dabang Delhi', profitLoss: 0, settleTime: '2026-11-20T23:59:00.000Z' }),
  bet({ marketName: '6 Over Runs AUS', betType: 'Yes', profitLoss: 1000.5, settleTime: '2026-11-21T00:30:00.000Z' }),
];

describe('totalsOf', () => {
  it('nets the settled results (a void bet counts 0) and counts each result', () => {
    expect(totalsOf(bets)).toEqual({ net: -499.5, bets: 5, won: 2, lost: 2, voided: 1, stake: 5500 });
    expect(totalsOf([])).toEqual({ net: 0, bets: 0, won: 0, lost: 0, voided: 0, stake: 0 });
  });
});

describe('pnlBySport', () => {
  it('sums each sport, the best result first', () => {
    expect(pnlBySport(bets).map((row) => [row.sport, row.net, row.bets])).toEqual([
      ['Cricket', 1500.5, 3],
      ['Kabaddi', 0, 1],
      ['Football', -2000, 1],
    ]);
  });
});

describe('pnlByEvent', () => {
  it('groups by event and market, the most recently settled event first', () => {
    const events = pnlByEvent(bets);
    expect(events.map((event) => [event.title, event.net])).toEqual([
      ['India v Pakistan', 1500.5],
      ['Puneri Paltan v Dabang Delhi', 0],
      ['Manchester United v Tottenham', -2000],
    ]);
    const india = events[0];
    expect(india?.markets.map((market) => [market.marketName, market.net, market.items.length])).toEqual([
      ['6 Over Runs AUS', 1000.5, 1],
      ['Match Odds', 500, 2],
    ]);
    expect(india?.settledAt).toBe('2026-11-21T00:30:00.000Z');
  });
});

describe('dailyPnl', () => {
  it('has a point for every day of the range with the running total, on the IST settle day', () => {
    // The kabaddi bet settled at 23:59 UTC on the 20th, 05:29 IST on the 21st.
    expect(dailyPnl(bets, { from: '2026-11-17', to: '2026-11-21' })).toEqual([
      { day: '2026-11-17', net: 0, running: 0, bets: 0 },
      { day: '2026-11-18', net: 500, running: 500, bets: 2 },
      { day: '2026-11-19', net: 0, running: 500, bets: 0 },
      { day: '2026-11-20', net: -2000, running: -1500, bets: 1 },
      { day: '2026-11-21', net: 1000.5, running: -499.5, bets: 2 },
    ]);
  });

  it('leaves out bets settled outside the range', () => {
    expect(dailyPnl(bets, { from: '2026-11-20', to: '2026-11-20' })).toEqual([{ day: '2026-11-20', net: -2000, running: -2000, bets: 1 }]);
  });
});

describe('signs in characters and words', () => {
  it.each([
    [1500, '+1,500', '+1,500 profit'],
    [-100000, '−1,00,000', '−1,00,000 loss'],
    [0, '0', '0 even'],
  ])('%d is %s (%s)', (value, signed, described) => {
    expect(signedMoney(value)).toBe(signed);
    expect(describePnl(value)).toBe(described);
  });
});

describe('chartGeometry', () => {
  const days = dailyPnl(bets, { from: '2026-11-17', to: '2026-11-21' });
  const geometry = chartGeometry(days);
  const { left, right, top, bottom, width, height } = CHART_FRAME;

  it('starts at 0 on the left edge and ends on the right edge, one step per day', () => {
    expect(geometry.points).toHaveLength(6);
    expect(geometry.points[0]).toMatchObject({ x: left, y: geometry.zeroY, day: null });
    expect(geometry.points.at(-1)?.x).toBe(width - right);
    expect(geometry.line.startsWith(`M${left} ${geometry.zeroY} L`)).toBe(true);
  });

  it('puts the highest running total at the top and the lowest at the bottom, 0 between', () => {
    expect(geometry.max).toBe(500);
    expect(geometry.min).toBe(-1500);
    expect(geometry.maxY).toBe(top);
    expect(geometry.minY).toBe(height - bottom);
    // 500 of a 2,000 span from the top
    expect(geometry.zeroY).toBeCloseTo(top + (height - top - bottom) * 0.25, 1);
    const lowest = geometry.points.find((point) => point.running === -1500);
    expect(lowest?.y).toBe(height - bottom);
  });

  it('still has a scale when nothing changed', () => {
    const flat = chartGeometry(dailyPnl([], { from: '2026-11-20', to: '2026-11-21' }));
    expect(flat.max).toBeGreaterThan(flat.min);
    expect(flat.points.every((point) => point.y === flat.zeroY)).toBe(true);
  });
});

describe('chartSummary', () => {
  it('says where the period ended and its highest and lowest moments, signs in words', () => {
    expect(chartSummary(dailyPnl(bets, { from: '2026-11-17', to: '2026-11-21' }))).toBe(
      'From 17 Nov 2026 to 21 Nov 2026 the running profit and loss ended at −499.5 loss. Highest: +500 profit on 18 Nov 2026. Lowest: −1,500 loss on 20 Nov 2026.',
    );
  });

  it('says so when nothing settled', () => {
    expect(chartSummary(dailyPnl([], { from: '2026-11-21', to: '2026-11-21' }))).toBe('On 21 Nov 2026 no bets were settled.');
  });
});

describe('links between the P&L screens', () => {
  it('carries the range to the every-bet page and reads it back', () => {
    const href = allBetsPnlHref({ from: '2026-10-23', to: '2026-11-21' });
    expect(href).toBe('/all-bet-history-profit-loss?from=2026-10-23&to=2026-11-21');
    expect(rangeFromSearch(new URLSearchParams(href.split('?')[1]))).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });

  it.each(['from=2026-11-22&to=2026-11-21', 'from=yesterday&to=2026-11-21', 'to=2026-11-21', ''])('ignores %j', (query) => {
    expect(rangeFromSearch(new URLSearchParams(query))).toBeNull();
  });
});
