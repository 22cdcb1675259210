import { msg, t } from '@lingui/core/macro';
import type { Event } from '@/api/generated/types.gen';

/** docs/product.md §9. */
export const PREVIEW_EVENTS_PER_SPORT = 2;

/** The backend's matchDate of an event in play (docs/product.md §4): a wire value, never translated. */
const IN_PLAY_MATCH_DATE = 'In-Play';

export function inPlayLabel(): string {
  return t`In-Play`;
}

export const NO_MATCH_TEXT = msg`No match available`;

/** docs/product.md §4. */
export function isInPlay(event: Pick<Event, 'status' | 'matchDate'>): boolean {
  return event.status === 'IN_PLAY' || event.matchDate === IN_PLAY_MATCH_DATE;
}

/** docs/wire.md §2.1. */
export function eventTitle(event: Pick<Event, 'title' | 'team1' | 'team2'>): string {
  const team1 = event.team1?.trim() ?? '';
  const team2 = event.team2?.trim() ?? '';
  return team1 !== '' && team2 !== '' ? `${team1} v ${team2}` : event.title;
}

/** 'Today 14:30', '12 Mar 09:00'. */
export function startLabel(event: Pick<Event, 'status' | 'matchDate' | 'time'>): string {
  if (isInPlay(event)) return inPlayLabel();
  return [event.matchDate, event.time ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

function startKey(event: Pick<Event, 'startTime'>): number {
  const ms = event.startTime === undefined ? Number.NaN : Date.parse(event.startTime);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/** In-play first, then by start time (unknown last); stable otherwise. */
export function sortForList<T extends Pick<Event, 'status' | 'matchDate' | 'startTime'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Number(isInPlay(b)) - Number(isInPlay(a)) || startKey(a) - startKey(b));
}

export function previewEvents<T extends Pick<Event, 'status' | 'matchDate' | 'startTime'>>(
  events: readonly T[],
  limit = PREVIEW_EVENTS_PER_SPORT,
): T[] {
  return sortForList(events).slice(0, Math.max(0, limit));
}

export interface CompetitionGroup<T> {
  competition: string;
  events: T[];
}

export const OTHER_COMPETITION = 'Other matches';

export function competitionLabel(competition: string): string {
  return competition === OTHER_COMPETITION ? t`Other matches` : competition;
}

export type ListKind = 'in-play' | 'upcoming';

export function competitionListLabel(competition: string, kind: ListKind): string {
  const name = competitionLabel(competition);
  return kind === 'in-play' ? t`${name}, in-play` : t`${name}, upcoming`;
}

/** In order of first appearance. */
export function groupByCompetition<T extends Pick<Event, 'competitionName'>>(events: readonly T[]): CompetitionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const event of events) {
    const name = event.competitionName?.trim() || OTHER_COMPETITION;
    const group = groups.get(name);
    if (group) group.push(event);
    else groups.set(name, [event]);
  }
  return [...groups].map(([competition, grouped]) => ({ competition, events: grouped }));
}
