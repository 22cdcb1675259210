// docs/wire.md §2.6.
import type { OpenBet } from '@/api/generated/types.gen';
import { i18n } from '@/lib/i18n/runtime';
import type { MarketType } from '@/lib/exchange/types';
import { MARKET_TYPE_ORDER, MARKET_TYPE_TITLES } from '@/lib/market-types';

export interface OpenBetGroup {
  readonly marketType: MarketType;
  readonly title: string;
  readonly bets: readonly OpenBet[];
}

export function newestFirst(bets: readonly OpenBet[]): OpenBet[] {
  return [...bets].sort((a, b) => Date.parse(b.placeTime) - Date.parse(a.placeTime) || b.betId - a.betId);
}

export function groupOpenBets(bets: readonly OpenBet[]): OpenBetGroup[] {
  return MARKET_TYPE_ORDER.map((marketType) => ({
    marketType,
    title: i18n._(MARKET_TYPE_TITLES[marketType]),
    bets: newestFirst(bets.filter((bet) => bet.marketTypeName === marketType)),
  })).filter((group) => group.bets.length > 0);
}

export interface EventOpenBets {
  readonly eventId: number;
  readonly title: string;
  readonly groups: readonly OpenBetGroup[];
}

/** The event with the newest bet first. */
export function openBetsByEvent(bets: readonly OpenBet[]): EventOpenBets[] {
  const events = new Map<number, OpenBet[]>();
  for (const bet of newestFirst(bets)) events.set(bet.eventId, [...(events.get(bet.eventId) ?? []), bet]);
  return [...events].map(([eventId, eventBets]) => ({ eventId, title: eventBets[0]?.betTitle ?? '', groups: groupOpenBets(eventBets) }));
}
