import { plural, t } from '@lingui/core/macro';
import type { Trade } from '@/api/generated/types.gen';
import { LADDER } from '@/lib/exchange/ladder';
import { dateTimeFormat } from '@/lib/intl';
import { istDayOf } from '@/lib/ist-day';
import { formatMoney } from '@/lib/money';

export interface ChartTrade {
  readonly time: number;
  readonly price: number;
  readonly size: number;
}

export interface TradedAtPrice {
  readonly price: number;
  readonly size: number;
}

export function tradesOf(wire: readonly Trade[]): ChartTrade[] {
  const trades: ChartTrade[] = [];
  for (const trade of wire) {
    const time = Date.parse(trade.time);
    if (Number.isFinite(time)) trades.push({ time, price: trade.price, size: trade.size });
  }
  return trades;
}

const sameTrade = (a: ChartTrade, b: ChartTrade) => a.time === b.time && a.price === b.price && a.size === b.size;

/** At the history's last instant, a push may repeat trades the history already holds. */
export function liveAfter(history: readonly ChartTrade[], live: readonly ChartTrade[]): ChartTrade[] {
  const last = history.at(-1);
  if (!last) return [...live];
  const atLast = history.filter((trade) => trade.time === last.time);
  const fresh: ChartTrade[] = [];
  for (const trade of live) {
    if (trade.time < last.time) continue;
    if (trade.time === last.time) {
      const known = atLast.findIndex((candidate) => sameTrade(candidate, trade));
      if (known >= 0) {
        atLast.splice(known, 1);
        continue;
      }
    }
    fresh.push(trade);
  }
  return fresh;
}

export function chartTrades(history: readonly ChartTrade[], live: readonly ChartTrade[]): ChartTrade[] {
  const fresh = liveAfter(history, live);
  return fresh.length === 0 ? [...history] : [...history, ...fresh];
}

const toPaisa = (rupees: number) => Math.round(rupees * 100);

/** In paisa, so the column adds up to the total matched exactly. */
export function volumeByPrice(trades: readonly ChartTrade[]): TradedAtPrice[] {
  const paisa = new Map<number, number>();
  for (const trade of trades) {
    const key = toPaisa(trade.price);
    paisa.set(key, (paisa.get(key) ?? 0) + toPaisa(trade.size));
  }
  return [...paisa.entries()].sort(([a], [b]) => a - b).map(([price, size]) => ({ price: price / 100, size: size / 100 }));
}

export function totalOf(volume: readonly TradedAtPrice[]): number {
  return volume.reduce((sum, level) => sum + toPaisa(level.size), 0) / 100;
}

export interface PriceFigures {
  first: number;
  last: number;
  high: number;
  low: number;
  count: number;
  totalMatched: number;
}

export function priceFigures(trades: readonly ChartTrade[], totalMatched: number): PriceFigures | null {
  const first = trades[0];
  const last = trades.at(-1);
  if (!first || !last) return null;
  let high = first.price;
  let low = first.price;
  for (const trade of trades) {
    if (trade.price > high) high = trade.price;
    if (trade.price < low) low = trade.price;
  }
  return { first: first.price, last: last.price, high, low, count: trades.length, totalMatched };
}

export type ChartSpan = 'hour' | 'sixHours' | 'all';

const SPAN_SECONDS: Record<Exclude<ChartSpan, 'all'>, number> = { hour: 3_600, sixHours: 21_600 };
const SPAN_TRADES_MIN = 20;

/** So in-play trading is not a sliver beside the two days before it. */
export function defaultSpan(trades: readonly ChartTrade[]): ChartSpan {
  const last = trades.at(-1);
  if (!last) return 'all';
  for (const span of ['hour', 'sixHours'] as const) {
    const from = last.time - SPAN_SECONDS[span] * 1000;
    if (trades.filter((trade) => trade.time >= from).length >= SPAN_TRADES_MIN) return span;
  }
  return 'all';
}

export interface PlotData {
  /** The last price held until now. */
  columns: [number[], number[]];
  x: [number, number];
  y: [number, number];
}

export function paddedRange(low: number, high: number): [number, number] {
  const pad = Math.max((high - low) * 0.08, low * 0.01);
  return [Math.max(1, low - pad), high + pad];
}

export function plotData(trades: readonly ChartTrade[], span: ChartSpan, nowMs: number): PlotData | null {
  const first = trades[0];
  const last = trades.at(-1);
  if (!first || !last) return null;
  const end = Math.max(nowMs, last.time) / 1000;
  const start = span === 'all' ? first.time / 1000 : Math.max(first.time / 1000, end - SPAN_SECONDS[span]);
  // The line comes in at the price that held at the span's start.
  let low = Infinity;
  let high = -Infinity;
  let prevailing = first.price;
  for (const trade of trades) {
    if (trade.time / 1000 <= start) prevailing = trade.price;
    else {
      low = Math.min(low, trade.price);
      high = Math.max(high, trade.price);
    }
  }
  const xs = trades.map((trade) => trade.time / 1000);
  const ys = trades.map((trade) => trade.price);
  if (end > last.time / 1000) {
    xs.push(end);
    ys.push(last.price);
  }
  return {
    columns: [xs, ys],
    x: end - start < 60 ? [end - 60, end] : [start, end],
    y: paddedRange(Math.min(low, prevailing), Math.max(high, prevailing)),
  };
}

/** In hundredths. */
const MARK_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** Ladder prices at the roundest step giving at most `count`. */
export function priceSplits(low: number, high: number, count: number): number[] {
  for (const step of MARK_STEPS) {
    const marks = LADDER.filter((price) => price >= low && price <= high && Math.round(price * 100) % step === 0);
    if (marks.length <= Math.max(1, count)) return marks;
  }
  return [];
}

export function priceSummary(figures: PriceFigures | null, truncated: boolean): string {
  if (!figures) return t`Nothing has traded on this runner yet.`;
  const { first, last, high, low, count } = figures;
  const matched = formatMoney(figures.totalMatched);
  const sentence = t`Last traded price ${last}. First ${first}, highest ${high}, lowest ${low}. ₹${matched} matched in ${plural(count, { one: '# trade', other: '# trades' })}.`;
  return truncated ? `${sentence} ${t`Only the newest trades are shown.`}` : sentence;
}

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' };
const TRADE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' };
const DAY_SECONDS = 86_400;

export function timeLabels(seconds: readonly number[], stepSeconds: number): string[] {
  return seconds.map((second, index) => {
    const ms = second * 1000;
    const day = dateTimeFormat(DAY).format(ms);
    if (stepSeconds >= DAY_SECONDS) return day;
    const time = dateTimeFormat(TIME_OF_DAY).format(ms);
    const previous = seconds[index - 1];
    return previous === undefined || istDayOf(previous * 1000) !== istDayOf(ms) ? `${time}\n${day}` : time;
  });
}

export function tradeTime(ms: number): string {
  return dateTimeFormat(TRADE_TIME).format(ms);
}
