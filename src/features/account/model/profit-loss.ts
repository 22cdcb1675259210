// Summed from settled bets: docs/product.md §7 has no P&L endpoint.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BetHistoryItem, SportId } from '@/api/generated/types.gen';
import { i18n } from '@/lib/i18n/runtime';
import { dateTimeFormat } from '@/lib/intl';
import { roundMoney } from '@/lib/money';
import { formatMoney } from '@/lib/money';
import { istDayOf } from '@/lib/ist-time';
import { daysOf, type DatePreset, type DayRange } from './date-range';

/** docs/wire.md §2.8's two, and the 30 days the screens open on. */
export const PNL_PRESETS: readonly DatePreset[] = ['today', 'fromYesterday', 'last30Days'];

export interface PnlTotals {
  net: number;
  bets: number;
  won: number;
  lost: number;
  voided: number;
  stake: number;
}

const SPORT_NAMES: Record<SportId, MessageDescriptor> = {
  1: msg`Football`,
  2: msg`Tennis`,
  3: msg`Cricket`,
  25: msg`Kabaddi`,
  26: msg`Horse Racing`,
  [-1]: msg`Casino`,
};

export function sportNameOf(sportId: SportId | null | undefined): string {
  return sportId === null || sportId === undefined ? t`Other` : i18n._(SPORT_NAMES[sportId]);
}

/** The IST day, as the history's filter counts it. */
export function settledDayOf(bet: BetHistoryItem): string {
  return istDayOf(Date.parse(bet.settleTime ?? bet.placeTime));
}

export function totalsOf(bets: readonly BetHistoryItem[]): PnlTotals {
  let net = 0;
  let stake = 0;
  let won = 0;
  let lost = 0;
  let voided = 0;
  for (const bet of bets) {
    net += bet.profitLoss;
    stake += bet.stake;
    if (bet.result === 'WON') won += 1;
    else if (bet.result === 'LOST') lost += 1;
    else voided += 1;
  }
  return { net: roundMoney(net), bets: bets.length, won, lost, voided, stake: roundMoney(stake) };
}

export interface SportPnl extends PnlTotals {
  sportId: SportId | null;
  sport: string;
}

export function pnlBySport(bets: readonly BetHistoryItem[]): SportPnl[] {
  const groups = new Map<SportId | null, BetHistoryItem[]>();
  for (const bet of bets) {
    const key = bet.sportId ?? null;
    groups.set(key, [...(groups.get(key) ?? []), bet]);
  }
  return [...groups]
    .map(([sportId, group]) => ({ sportId, sport: sportNameOf(sportId), ...totalsOf(group) }))
    .sort((a, b) => b.net - a.net || a.sport.localeCompare(b.sport));
}

export interface MarketPnl extends PnlTotals {
  key: string;
  marketName: string;
  items: BetHistoryItem[];
}

export interface EventPnl extends PnlTotals {
  key: string;
  eventId: number | null;
  title: string;
  sport: string;
  settledAt: string;
  markets: MarketPnl[];
}

const settleTimeOf = (bet: BetHistoryItem): string => bet.settleTime ?? bet.placeTime;
const newestFirst = (a: BetHistoryItem, b: BetHistoryItem) =>
  Date.parse(settleTimeOf(b)) - Date.parse(settleTimeOf(a)) || b.betId - a.betId;

/** A bet without an event id is grouped by its title. */
export function pnlByEvent(bets: readonly BetHistoryItem[]): EventPnl[] {
  const events = new Map<string, BetHistoryItem[]>();
  for (const bet of [...bets].sort(newestFirst)) {
    const key = bet.eventId === undefined ? `title:${bet.betTitle}` : `event:${bet.eventId}`;
    events.set(key, [...(events.get(key) ?? []), bet]);
  }
  return [...events].map(([key, group]) => {
    const first = group[0];
    const markets = new Map<string, BetHistoryItem[]>();
    for (const bet of group) {
      const name = bet.marketName ?? t`Market`;
      markets.set(name, [...(markets.get(name) ?? []), bet]);
    }
    return {
      key,
      eventId: first?.eventId ?? null,
      title: first?.betTitle ?? '',
      sport: sportNameOf(first?.sportId),
      settledAt: first ? settleTimeOf(first) : '',
      ...totalsOf(group),
      markets: [...markets].map(([marketName, items]) => ({ key: `${key}/${marketName}`, marketName, items, ...totalsOf(items) })),
    };
  });
}

export interface DayPnl {
  day: string;
  net: number;
  running: number;
  bets: number;
}

/** Days without bets too, so the chart's time axis is honest. */
export function dailyPnl(bets: readonly BetHistoryItem[], range: DayRange): DayPnl[] {
  const byDay = new Map<string, BetHistoryItem[]>();
  for (const bet of bets) {
    const day = settledDayOf(bet);
    byDay.set(day, [...(byDay.get(day) ?? []), bet]);
  }
  let running = 0;
  return daysOf(range).map((day) => {
    const dayBets = byDay.get(day) ?? [];
    const net = totalsOf(dayBets).net;
    running = roundMoney(running + net);
    return { day, net, running, bets: dayBets.length };
  });
}

/** The sign in characters, never only in colour. */
export function signedMoney(value: number): string {
  if (value > 0) return `+${formatMoney(value)}`;
  if (value < 0) return `−${formatMoney(-value)}`;
  return '0';
}

export function describePnl(value: number): string {
  const amount = signedMoney(value);
  if (value > 0) return t`${amount} profit`;
  if (value < 0) return t`${amount} loss`;
  return t`${amount} even`;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

export function formatDay(day: string): string {
  return dateTimeFormat(DAY).format(new Date(`${day}T00:00:00Z`));
}

export function resultCounts(totals: PnlTotals): string {
  const { won, lost, voided } = totals;
  return t`${won} won, ${lost} lost, ${voided} void`;
}
