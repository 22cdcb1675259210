// One row a tick of docs/domain.md's odds ladder, the highest on top, as Betfair's.
import type { OpenBet } from '@/api/generated/types.gen';
import { LADDER } from '@/lib/exchange/ladder';
import type { Side, Status } from '@/lib/exchange/types';

export interface PriceAndSize {
  readonly price: number;
  readonly size: number;
}

/** GetRunnerLadder's and LadderUpdate's; `back` is money to back at, as in the price buttons. */
export interface LadderBook {
  readonly status: Status;
  readonly back: readonly PriceAndSize[];
  readonly lay: readonly PriceAndSize[];
  readonly traded: readonly PriceAndSize[];
  readonly lastPriceTraded: number | null;
  readonly totalMatched: number;
  readonly marketTotalMatched: number;
}

export const LADDER_ROWS: readonly number[] = [...LADDER].reverse();
export const ROW_COUNT = LADDER_ROWS.length;

const rowByHundredths = new Map(LADDER_ROWS.map((price, row) => [Math.round(price * 100), row]));

export function rowOfPrice(price: number): number | undefined {
  return rowByHundredths.get(Math.round(price * 100));
}

export const priceOfRow = (row: number): number => LADDER_ROWS[row] ?? 0;

/** Refilled, not made, for each book. */
export interface LadderColumns {
  readonly back: Float64Array;
  readonly lay: Float64Array;
  readonly traded: Float64Array;
  maxTraded: number;
  barScale: number;
  lastTradedRow: number | undefined;
}

export function emptyColumns(): LadderColumns {
  return {
    back: new Float64Array(ROW_COUNT),
    lay: new Float64Array(ROW_COUNT),
    traded: new Float64Array(ROW_COUNT),
    maxTraded: 0,
    barScale: 0,
    lastTradedRow: undefined,
  };
}

function fill(column: Float64Array, levels: readonly PriceAndSize[]): void {
  column.fill(0);
  for (const level of levels) {
    const row = rowOfPrice(level.price);
    if (row !== undefined) column[row] = (column[row] ?? 0) + level.size;
  }
}

export function fillColumns(columns: LadderColumns, book: LadderBook): LadderColumns {
  fill(columns.back, book.back);
  fill(columns.lay, book.lay);
  fill(columns.traded, book.traded);
  let max = 0;
  for (const size of columns.traded) max = Math.max(max, size);
  columns.maxTraded = max;
  columns.barScale = barScale(max);
  columns.lastTradedRow = book.lastPriceTraded === null ? undefined : rowOfPrice(book.lastPriceTraded);
  return columns;
}

const SCALE_STEPS = [1, 1.5, 2, 3, 5, 7.5, 10];

/** Coarse steps, so a trade seldom rescales every bar. */
export function barScale(max: number): number {
  if (!(max > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = SCALE_STEPS.find((candidate) => max <= candidate * power + 1e-9) ?? 10;
  return step * power;
}

/** The last traded price, else the best back, else the best lay, else evens. */
export function centreRow(book: LadderBook | undefined): number {
  const candidates = [book?.lastPriceTraded, book?.back[0]?.price, book?.lay[0]?.price, 2];
  for (const price of candidates) {
    const row = price === null || price === undefined ? undefined : rowOfPrice(price);
    if (row !== undefined) return row;
  }
  return 0;
}

export interface OwnOrders {
  readonly size: number;
  readonly bets: readonly OpenBet[];
}

export interface OwnRow {
  readonly back?: OwnOrders;
  readonly lay?: OwnOrders;
}

const sideOfBet = (bet: OpenBet): Side => (bet.betType === 'Back' || bet.betType === 'Yes' ? 'back' : 'lay');

export function ownOrdersByRow(bets: readonly OpenBet[], marketId: number, runnerId: number): ReadonlyMap<number, OwnRow> {
  const rows = new Map<number, OwnRow>();
  for (const bet of bets) {
    const resting = bet.unmatchedStake ?? 0;
    if (bet.marketId !== marketId || bet.runnerId !== runnerId || !(resting > 0)) continue;
    const row = rowOfPrice(bet.odds);
    if (row === undefined) continue;
    const side = sideOfBet(bet);
    const own = rows.get(row) ?? {};
    const before = own[side];
    const orders: OwnOrders = { size: Math.round(((before?.size ?? 0) + resting) * 100) / 100, bets: [...(before?.bets ?? []), bet] };
    rows.set(row, { ...own, [side]: orders });
  }
  return rows;
}

export interface LadderRow {
  readonly price: number;
  readonly back: number;
  readonly lay: number;
  readonly traded: number;
  readonly lastTraded: boolean;
  readonly own: OwnRow;
}

export function ladderRow(columns: LadderColumns, own: ReadonlyMap<number, OwnRow>, row: number): LadderRow {
  return {
    price: priceOfRow(row),
    back: columns.back[row] ?? 0,
    lay: columns.lay[row] ?? 0,
    traded: columns.traded[row] ?? 0,
    lastTraded: columns.lastTradedRow === row,
    own: own.get(row) ?? {},
  };
}

export function scrollTopFor(row: number, rowHeight: number, viewHeight: number): number {
  const top = row * rowHeight - (viewHeight - rowHeight) / 2;
  return Math.max(0, Math.min(top, ROW_COUNT * rowHeight - viewHeight));
}

export interface RowWindow {
  readonly first: number;
  readonly last: number;
}

/** In view and `margin` more each way, in whole blocks of `margin`: a scroll renders seldom. */
export function rowWindow(scrollTop: number, viewHeight: number, rowHeight: number, margin: number): RowWindow {
  const top = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const bottom = Math.ceil((Math.max(0, scrollTop) + viewHeight) / rowHeight);
  const first = Math.max(0, Math.floor(top / margin) * margin - margin);
  const last = Math.min(ROW_COUNT - 1, Math.ceil(bottom / margin) * margin + margin - 1);
  return { first, last };
}

/** The view less one row, which stays in sight. */
export const pageRows = (viewHeight: number, rowHeight: number): number => Math.max(1, Math.floor(viewHeight / rowHeight) - 1);
