import { describe, expect, it } from 'vitest';
import { limitAmountOf } from '@/features/protection/limit-row';
import {
  COOLING_OFF_MS,
  NO_LIMIT,
  bindingStanding,
  changeLimit,
  depositOverLimit,
  depositedInPeriod,
  limitStanding,
  netLossInPeriod,
  periodBounds,
  settleLimit,
  standingsOf,
  type LimitPeriod,
} from '@/features/protection/model/limits';
import { exclusionEnd, timeOutEnd } from '@/features/protection/model/breaks';
import { draftOf, slipRefusal, type CurrentBook } from '@/features/betslip/model/slip-figures';
import { checkBet, type BetCheckInput } from '@/lib/exchange/bet-checks';
import { istWords } from '@/lib/ist-time';
import { backIndia } from '../support/selections';

// Player protection limits (docs/domain.md "Player protection"): periods in IST, a lower limit at
// once and a higher one after 24 hours, the loss limit on net losses and a bet's worst case.

const at = (iso: string): number => new Date(iso).getTime();
const H = 3_600_000;

describe('limit periods in IST', () => {
  it.each<[string, LimitPeriod, string, string, string]>([
    // 18:29 UTC is 23:59 IST: still that IST day; 18:30 UTC is the next IST day.
    ['a day just before IST midnight', 'DAILY', '2026-11-26T18:29:59Z', '2026-11-25T18:30:00Z', '2026-11-26T18:30:00Z'],
    ['a day at IST midnight', 'DAILY', '2026-11-26T18:30:00Z', '2026-11-26T18:30:00Z', '2026-11-27T18:30:00Z'],
    ['a UTC morning is the same IST day', 'DAILY', '2026-11-27T02:00:00Z', '2026-11-26T18:30:00Z', '2026-11-27T18:30:00Z'],
    // Thursday 26 Nov 2026: the week from Monday 23 Nov 00:00 IST to Monday 30 Nov.
    ['a week from Monday', 'WEEKLY', '2026-11-26T10:00:00Z', '2026-11-22T18:30:00Z', '2026-11-29T18:30:00Z'],
    ['Sunday 23:59 IST is still that week', 'WEEKLY', '2026-11-29T18:29:00Z', '2026-11-22T18:30:00Z', '2026-11-29T18:30:00Z'],
    ['Monday 00:00 IST starts the next', 'WEEKLY', '2026-11-29T18:30:00Z', '2026-11-29T18:30:00Z', '2026-12-06T18:30:00Z'],
    // 30 Nov 20:00 UTC is 1 Dec 01:30 IST: December already.
    ['a month end in UTC that is the next month in IST', 'MONTHLY', '2026-11-30T20:00:00Z', '2026-11-30T18:30:00Z', '2026-12-31T18:30:00Z'],
    ['the last minute of November IST', 'MONTHLY', '2026-11-30T18:29:00Z', '2026-10-31T18:30:00Z', '2026-11-30T18:30:00Z'],
    ['February of a leap year', 'MONTHLY', '2028-02-29T12:00:00Z', '2028-01-31T18:30:00Z', '2028-02-29T18:30:00Z'],
    ['December rolls into the next year', 'MONTHLY', '2026-12-31T19:00:00Z', '2026-12-31T18:30:00Z', '2027-01-31T18:30:00Z'],
  ])('%s', (_name, period, now, start, end) => {
    expect(periodBounds(period, at(now))).toEqual({ start: at(start), end: at(end) });
  });
});

describe('changing a limit', () => {
  const now = at('2026-11-26T10:00:00Z');
  const limit5000 = { amount: 5000, pending: null };

  it('applies a first limit at once', () => {
    expect(changeLimit(NO_LIMIT, 5000, now)).toEqual({ amount: 5000, pending: null });
  });

  it('applies a lower limit at once and drops a pending increase', () => {
    const pending = changeLimit(limit5000, 9000, now);
    expect(changeLimit(pending, 2000, now + H)).toEqual({ amount: 2000, pending: null });
  });

  it('holds a higher limit for 24 hours, then applies it', () => {
    const raised = changeLimit(limit5000, 8000, now);
    expect(raised).toEqual({ amount: 5000, pending: { amount: 8000, effectiveAt: now + COOLING_OFF_MS } });
    expect(settleLimit(raised, now + COOLING_OFF_MS - 1).amount).toBe(5000);
    expect(settleLimit(raised, now + COOLING_OFF_MS)).toEqual({ amount: 8000, pending: null });
  });

  it('holds a removal for 24 hours', () => {
    const removed = changeLimit(limit5000, null, now);
    expect(removed.pending).toEqual({ amount: null, effectiveAt: now + COOLING_OFF_MS });
    expect(settleLimit(removed, now + COOLING_OFF_MS).amount).toBeNull();
  });

  it('asking for the limit in force again withdraws the pending change', () => {
    expect(changeLimit(changeLimit(limit5000, 8000, now), 5000, now + H)).toEqual(limit5000);
  });

  it('a second increase starts its own 24 hours', () => {
    const second = changeLimit(changeLimit(limit5000, 8000, now), 9000, now + 2 * H);
    expect(second.pending).toEqual({ amount: 9000, effectiveAt: now + 2 * H + COOLING_OFF_MS });
  });
});

describe('what a limit leaves', () => {
  const now = at('2026-11-26T10:00:00Z'); // Thursday 15:30 IST
  const deposits = [
    { at: at('2026-11-25T18:29:00Z'), amount: 1000 }, // Wed 23:59 IST: this week, not today
    { at: at('2026-11-26T03:00:00Z'), amount: 2000 }, // today
    { at: at('2026-11-22T18:00:00Z'), amount: 4000 }, // Sun 23:30 IST: last week, this month
  ];

  it('counts deposits per IST period', () => {
    expect(depositedInPeriod(deposits, 'DAILY', now)).toBe(2000);
    expect(depositedInPeriod(deposits, 'WEEKLY', now)).toBe(3000);
    expect(depositedInPeriod(deposits, 'MONTHLY', now)).toBe(7000);
  });

  it('the binding limit is the one that leaves least, with its reset', () => {
    const standings = standingsOf(
      { DAILY: { amount: 10000, pending: null }, WEEKLY: { amount: 5000, pending: null }, MONTHLY: NO_LIMIT },
      deposits,
      depositedInPeriod,
      now,
    );
    expect(standings.map((standing) => standing.left)).toEqual([8000, 2000, null]);
    expect(bindingStanding(standings)).toMatchObject({ period: 'WEEKLY', left: 2000, resetsAt: at('2026-11-29T18:30:00Z') });
    expect(depositOverLimit(2000, standings)).toBeNull();
    expect(depositOverLimit(2001, standings)).toMatchObject({ period: 'WEEKLY', left: 2000 });
  });

  it('a limit lowered below what was used leaves nothing, not a negative amount', () => {
    expect(limitStanding('DAILY', { amount: 1500, pending: null }, 2000, now).left).toBe(0);
  });

  it('no limit leaves no bound', () => {
    expect(
      bindingStanding(standingsOf({ DAILY: NO_LIMIT, WEEKLY: NO_LIMIT, MONTHLY: NO_LIMIT }, deposits, depositedInPeriod, now)),
    ).toBeNull();
  });

  it('a pending increase is shown with its time and is not yet in force', () => {
    const raised = changeLimit({ amount: 5000, pending: null }, 8000, now);
    const standing = limitStanding('WEEKLY', raised, 3000, now);
    expect(standing).toMatchObject({ amount: 5000, left: 2000, pending: { amount: 8000, effectiveAt: now + COOLING_OFF_MS } });
    expect(limitStanding('WEEKLY', raised, 3000, now + COOLING_OFF_MS)).toMatchObject({ amount: 8000, left: 5000, pending: null });
  });
});

describe('the loss limit', () => {
  const now = at('2026-11-26T10:00:00Z');

  it('is net losses of bets settled in the period, winnings set off, never below zero', () => {
    const settled = [
      { at: at('2026-11-26T04:00:00Z'), amount: -3000 },
      { at: at('2026-11-26T05:00:00Z'), amount: 1000 },
      { at: at('2026-11-25T05:00:00Z'), amount: -5000 }, // yesterday
    ];
    expect(netLossInPeriod(settled, 'DAILY', now)).toBe(2000);
    expect(netLossInPeriod(settled, 'WEEKLY', now)).toBe(7000);
    expect(netLossInPeriod([{ at: now - H, amount: 4000 }], 'DAILY', now)).toBe(0);
  });

  const base: BetCheckInput = {
    side: 'back',
    rate: 2.1,
    stake: 1000,
    line: null,
    runnerId: 1,
    marketStatus: 'ACTIVE',
    runnerStatus: 'ACTIVE',
    bestBack: { price: 2.1, size: 5000 },
    bestLay: { price: 2.12, size: 5000 },
    limit: { minStake: 100, maxStake: 500000 },
    balance: 100000,
    exposureElsewhere: 0,
    book: { kind: 'odds', runnerIds: [1, 2], bets: [] },
  };

  it('the server refuses a bet whose worst case with the open bets exceeds what is left', () => {
    // 1,500 already at risk elsewhere plus this 1,000 back: 2,500 could be lost.
    expect(checkBet({ ...base, exposureElsewhere: 1500, lossLeft: 2500 })).toMatchObject({ ok: true, exposureAfter: 2500 });
    expect(checkBet({ ...base, exposureElsewhere: 1500, lossLeft: 2499 })).toEqual({ ok: false, message: 'Loss limit reached' });
    expect(checkBet({ ...base, exposureElsewhere: 1500, lossLeft: null })).toMatchObject({ ok: true });
  });

  it('the slip refuses it with the same rule, in its funds check, naming what is left and when it resets', () => {
    const noBook: CurrentBook = { kind: 'runners', positions: new Map() };
    const draft = draftOf(backIndia, 1.85, 1000);
    if (!draft) throw new Error('no draft');
    const resetsAt = at('2026-11-29T18:30:00Z');
    const check = (lossLeft: number) =>
      slipRefusal({
        draft,
        runnerStatus: 'ACTIVE',
        marketStatus: 'ACTIVE',
        limit: undefined,
        account: { balance: 100000, exposure: 1500, lossLeft: { amount: lossLeft, resetsAt } },
        book: noBook,
      });
    expect(check(2500)).toBeNull();
    expect(check(2000)).toBe(
      'Loss limit reached: this bet could take your losses to 2,500 with your open bets, more than the 2,000 your loss limit leaves until Monday, 30 November 2026 at 12:00 am IST.',
    );
  });
});

describe('time-outs and self-exclusion', () => {
  const from = at('2026-11-26T10:00:00Z'); // 15:30 IST

  it('ends at the same IST clock time after the chosen length', () => {
    expect(timeOutEnd('DAY', from)).toBe(at('2026-11-27T10:00:00Z'));
    expect(timeOutEnd('WEEK', from)).toBe(at('2026-12-03T10:00:00Z'));
    expect(timeOutEnd('MONTH', from)).toBe(at('2026-12-26T10:00:00Z'));
    expect(timeOutEnd('SIX_WEEKS', from)).toBe(at('2027-01-07T10:00:00Z'));
    expect(exclusionEnd('SIX_MONTHS', from)).toBe(at('2027-05-26T10:00:00Z'));
    expect(exclusionEnd('ONE_YEAR', from)).toBe(at('2027-11-26T10:00:00Z'));
    expect(exclusionEnd('FIVE_YEARS', from)).toBe(at('2031-11-26T10:00:00Z'));
  });

  it("a month from the 31st ends on the next month's last day", () => {
    // 31 Jan 2027 03:00 IST (30 Jan 21:30 UTC) → 28 Feb 2027 03:00 IST.
    expect(timeOutEnd('MONTH', at('2027-01-30T21:30:00Z'))).toBe(at('2027-02-27T21:30:00Z'));
  });

  it("names the end in the player's words and time zone", () => {
    expect(istWords(at('2026-11-27T10:00:00Z'))).toBe('Friday, 27 November 2026 at 3:30 pm IST');
    expect(istWords(at('2026-11-26T18:30:00Z'))).toBe('Friday, 27 November 2026 at 12:00 am IST');
  });
});

describe('a typed limit', () => {
  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['1,00,000', 100000],
    // '100,50' is 100.50 (not whole rupees), never 10,050.
    ['100,50', null],
    ['100.5', null],
    ['0', null],
    ['abc', null],
  ])('%j → %j', (typed, expected) => {
    expect(limitAmountOf(typed)).toBe(expected);
  });
});
