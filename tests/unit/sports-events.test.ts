import { describe, expect, it } from 'vitest';
import type { Event, EventStatus } from '@/api/generated/types.gen';
import {
  eventTitle,
  groupByCompetition,
  isInPlay,
  OTHER_COMPETITION,
  previewEvents,
  sortForList,
  startLabel,
} from '@/features/sports/model/events';
import { maskedWinnerName } from '@/features/sports/model/winners';

const event = (id: number, overrides: Partial<Event> = {}): Event => ({
  id,
  title: `Event ${id}`,
  status: 'UPCOMING',
  matchDate: 'Today',
  sportId: 3,
  ...overrides,
});

describe('in play (docs/product.md §4: status IN_PLAY or matchDate In-Play)', () => {
  it.each<[EventStatus, string, boolean]>([
    ['IN_PLAY', 'In-Play', true],
    ['IN_PLAY', 'Today', true],
    ['UPCOMING', 'In-Play', true],
    ['CLOSED', 'In-Play', true],
    ['UPCOMING', 'Today', false],
    ['UPCOMING', 'Tomorrow', false],
    ['UPCOMING', 'in-play', false],
    ['CLOSED', '12 Mar', false],
  ])('status %s, matchDate %s → %s', (status, matchDate, expected) => {
    expect(isInPlay({ status, matchDate })).toBe(expected);
  });
});

describe('the event name (docs/wire.md §2.1)', () => {
  it.each<[Partial<Event>, string]>([
    [{ title: 'India v Australia', team1: 'India', team2: 'Australia' }, 'India v Australia'],
    [{ title: 'IND vs AUS', team1: 'India', team2: 'Australia' }, 'India v Australia'],
    [{ title: 'Ascot 14:30', team1: null, team2: null }, 'Ascot 14:30'],
    [{ title: 'Ascot 14:30', team1: 'Frankel', team2: '' }, 'Ascot 14:30'],
    [{ title: 'Ascot 14:30', team1: '  ', team2: 'B' }, 'Ascot 14:30'],
    [{ title: 'Only a title' }, 'Only a title'],
  ])('%o → %s', (fields, expected) => {
    expect(eventTitle(event(1, fields))).toBe(expected);
  });
});

describe('when it starts', () => {
  it.each<[Partial<Event>, string]>([
    [{ status: 'IN_PLAY', matchDate: 'In-Play', time: '10:00' }, 'In-Play'],
    [{ status: 'UPCOMING', matchDate: 'Today', time: '14:30' }, 'Today 14:30'],
    [{ status: 'UPCOMING', matchDate: '12 Mar', time: null }, '12 Mar'],
    [{ status: 'UPCOMING', matchDate: 'Tomorrow' }, 'Tomorrow'],
  ])('%o → %s', (fields, expected) => {
    expect(startLabel(event(1, fields))).toBe(expected);
  });
});

describe('ordering and the 2-per-sport preview (docs/product.md §9)', () => {
  const later = event(1, { startTime: '2030-01-02T10:00:00Z' });
  const inPlayA = event(2, { status: 'IN_PLAY', matchDate: 'In-Play', startTime: '2030-01-01T08:00:00Z' });
  const sooner = event(3, { startTime: '2030-01-01T12:00:00Z' });
  const undated = event(4);
  const inPlayB = event(5, { matchDate: 'In-Play' });

  it('puts in-play events first, then by start time, undated last', () => {
    expect(sortForList([later, inPlayA, sooner, undated, inPlayB]).map((e) => e.id)).toEqual([2, 5, 3, 1, 4]);
  });

  it.each<[Event[], number[]]>([
    [[], []],
    [[later], [1]],
    [
      [later, sooner],
      [3, 1],
    ],
    [
      [later, inPlayA, sooner, undated, inPlayB],
      [2, 5],
    ],
    [
      [undated, later, sooner],
      [3, 1],
    ],
  ])('preview of %# shows %o', (events, ids) => {
    const preview = previewEvents(events);
    expect(preview.map((e) => e.id)).toEqual(ids);
    expect(preview.length).toBeLessThanOrEqual(2);
  });

  it('never shows a negative number of events', () => {
    expect(previewEvents([later], -1)).toEqual([]);
  });
});

describe('competitions', () => {
  it('groups in order of first appearance; a missing name goes under Other matches', () => {
    const groups = groupByCompetition([
      event(1, { competitionName: 'World Cup' }),
      event(2, { competitionName: 'IPL' }),
      event(3, { competitionName: 'World Cup' }),
      event(4, { competitionName: null }),
      event(5, { competitionName: ' ' }),
    ]);
    expect(groups.map((group) => [group.competition, group.events.map((e) => e.id)])).toEqual([
      ['World Cup', [1, 3]],
      ['IPL', [2]],
      [OTHER_COMPETITION, [4, 5]],
    ]);
  });
});

describe('top winner names are never shown in full', () => {
  it.each([
    ['ra***7', 'ra***7'],
    ['rahul77', 'ra***7'],
    ['abc', 'a***'],
    ['  priya_k ', 'pr***k'],
  ])('%s → %s', (name, shown) => {
    expect(maskedWinnerName(name)).toBe(shown);
  });
});
