import { describe, expect, it } from 'vitest';
import {
  ABANDONED_CLAIM_MS,
  RENEW_CLAIM_MS,
  durationWords,
  nextCheck,
  realityCheckStep,
  startClock,
} from '@/features/protection/model/reality-check';
import { betHistoryCsv, statementCsv } from '@/features/account/model/history-csv';
import { moneyCell, textCell, toCsv } from '@/lib/csv';

// The reality check's shared timing (one dialog for every tab, never during a placement) and the
// account history CSV.

const MIN = 60_000;
const T0 = Date.parse('2026-11-26T10:00:00Z');

describe('the reality check timing', () => {
  const clock = startClock('player1', T0, 15);
  const input = { tabId: 'a', nowMs: T0 + 15 * MIN, minutes: 15, busy: false, open: false };

  it('is due one interval after the login, 30 minutes until the player chooses', () => {
    expect(clock.dueAt).toBe(T0 + 15 * MIN);
    expect(startClock('player1', T0, null).dueAt).toBe(T0 + 30 * MIN);
    expect(realityCheckStep(clock, { ...input, nowMs: T0 + 15 * MIN - 1 })).toBe('wait');
    expect(realityCheckStep(clock, input)).toBe('claim');
  });

  it('one tab claims it and shows it; the other tabs wait, and hide it when it is answered', () => {
    const claimed = { ...clock, shownBy: 'a', shownAt: input.nowMs };
    expect(realityCheckStep(claimed, input)).toBe('show');
    expect(realityCheckStep(claimed, { ...input, tabId: 'b' })).toBe('wait');
    expect(realityCheckStep(claimed, { ...input, open: true })).toBe('wait');
    const answered = nextCheck(claimed, input.nowMs + MIN, 15);
    expect(answered).toMatchObject({ dueAt: input.nowMs + 16 * MIN, shownBy: null });
    expect(realityCheckStep(answered, { ...input, open: true })).toBe('hide');
  });

  it('never interrupts a bet being placed: it waits for the slip', () => {
    expect(realityCheckStep(clock, { ...input, busy: true })).toBe('wait');
    expect(realityCheckStep(clock, { ...input, busy: false, nowMs: input.nowMs + 5000 })).toBe('claim');
  });

  it('is never shown when off, and a claim left by a closed tab is taken over', () => {
    expect(realityCheckStep(clock, { ...input, minutes: null })).toBe('wait');
    const left = { ...clock, shownBy: 'gone', shownAt: input.nowMs };
    expect(realityCheckStep(left, { ...input, nowMs: input.nowMs + ABANDONED_CLAIM_MS + 1 })).toBe('claim');
  });

  it('stays in the tab showing it for as long as it stands: that tab renews its claim before it looks left', () => {
    const shown = { ...clock, shownBy: 'a', shownAt: input.nowMs };
    const showing = { ...input, open: true };
    expect(realityCheckStep(shown, { ...showing, nowMs: input.nowMs + RENEW_CLAIM_MS - 1 })).toBe('wait');
    expect(realityCheckStep(shown, { ...showing, nowMs: input.nowMs + RENEW_CLAIM_MS })).toBe('renew');
    expect(RENEW_CLAIM_MS * 2).toBeLessThanOrEqual(ABANDONED_CLAIM_MS);
    // Renewed as the component writes it: another tab, five minutes on, still waits.
    const renewed = { ...shown, shownAt: input.nowMs + 5 * MIN - RENEW_CLAIM_MS };
    expect(realityCheckStep(renewed, { ...input, tabId: 'b', nowMs: input.nowMs + 5 * MIN })).toBe('wait');
  });

  it('says the time since login in words', () => {
    expect(durationWords(30_000)).toBe('less than a minute');
    expect(durationWords(15 * MIN)).toBe('15 minutes');
    expect(durationWords(60 * MIN)).toBe('1 hour');
    expect(durationWords(65 * MIN + 59_000)).toBe('1 hour 5 minutes');
    expect(durationWords(121 * MIN)).toBe('2 hours 1 minute');
  });
});

describe('account history CSV', () => {
  it('quotes fields with commas or quotes, and ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[moneyCell(1000), textCell('say "hi"')]])).toBe('a,b\r\n"1,000","say ""hi"""\r\n');
  });

  it('writes the statement with the amounts as the screen shows them', () => {
    const csv = statementCsv([
      { id: 1, date: '2026-11-26T10:00:00Z', description: 'Deposit #7 (Upi)', credit: 125000, debit: 0, balance: 225000.5 },
    ]);
    expect(csv).toBe('Date,Description,Credit,Debit,Balance\r\n"26 Nov 2026, 3:30 pm IST",Deposit #7 (Upi),"1,25,000",0,"2,25,000.5"\r\n');
  });

  it('writes the bet history with the selection and result', () => {
    const csv = betHistoryCsv([
      {
        betId: 1,
        betTitle: 'India v Australia',
        marketName: 'Match Odds',
        runnerName: 'India',
        betType: 'Back',
        odds: 1.85,
        stake: 1000,
        profitLoss: -1000,
        result: 'LOST',
        placeTime: '2026-11-26T10:00:00Z',
        settleTime: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('India v Australia,India (Match Odds),Back,1.85,"1,000","-1,000",LOST,"26 Nov 2026, 3:30 pm IST",—');
  });
});
