import { describe, expect, it } from 'vitest';
import type { Event, Sport, SportId, SportName } from '@/api/generated/types.gen';
import {
  flagOfSport,
  isCasinoActive,
  isSportShown,
  orderSports,
  visibleSports,
  type SportFlags,
  type Viewer,
  type VisibilityInputs,
} from '@/features/sports/model/sport-visibility';
import { deviceGameCount, userSportFlags } from '@/features/sports/model/stored-values';
import { storedFlagIsTrue, storedListLength } from '@/lib/storage';

// docs/product.md §4 "Sport visibility", every combination of the inputs.

type Flag = boolean | undefined;
const FLAG_VALUES: readonly Flag[] = [true, false, undefined];
const SPORTS: ReadonlyArray<[SportId, SportName]> = [
  [1, 'football'],
  [2, 'tennis'],
  [3, 'cricket'],
  [25, 'kabaddi'],
  [26, 'horseRacing'],
  [-1, 'casino'],
];

const player = (sports: SportFlags | null): Viewer => ({ kind: 'player', sports });
const visitor: Viewer = { kind: 'visitor' };

describe('which flag governs each sport (docs/product.md §3 ids)', () => {
  it.each(SPORTS)('sport %i uses the %s flag', (id, flag) => {
    expect(flagOfSport(id)).toBe(flag);
  });
});

describe('a signed-in player sees a sport when their flag and the domain flag are both on', () => {
  const cases = SPORTS.flatMap(([id, flag]) =>
    FLAG_VALUES.flatMap((user) => FLAG_VALUES.map((domain) => [id, flag, user, domain, user === true && domain === true] as const)),
  );
  it.each(cases)('sport %i (%s): user %s, domain %s → shown %s', (id, flag, user, domain, shown) => {
    // The other sports' flags are on, so only this sport's flags decide.
    const allOn: SportFlags = { football: true, tennis: true, cricket: true, kabaddi: true, horseRacing: true, casino: true };
    expect(isSportShown(id, { viewer: player({ ...allOn, [flag]: user }), domain: { ...allOn, [flag]: domain } })).toBe(shown);
  });

  it('horse racing reads horseRacing in both, no other spelling', () => {
    const userOff = { viewer: player({ horseRacing: false }), domain: { horseRacing: true } };
    const domainOff = { viewer: player({ horseRacing: true }), domain: { horseRacing: false } };
    const bothOn = { viewer: player({ horseRacing: true }), domain: { horseRacing: true } };
    expect(isSportShown(26, userOff)).toBe(false);
    expect(isSportShown(26, domainOff)).toBe(false);
    expect(isSportShown(26, bothOn)).toBe(true);
  });
});

describe('a visitor sees a sport when the domain flag is on', () => {
  const cases = SPORTS.flatMap(([id, flag]) => FLAG_VALUES.map((domain) => [id, flag, domain, domain === true] as const));
  it.each(cases)('sport %i (%s): domain %s → shown %s', (id, flag, domain, shown) => {
    expect(isSportShown(id, { viewer: visitor, domain: { [flag]: domain } })).toBe(shown);
  });
});

describe('a player whose stored user info names no sport flag', () => {
  it.each([true, false, undefined])('the domain decides: domain %s', (domain) => {
    expect(isSportShown(3, { viewer: player(null), domain: { cricket: domain } })).toBe(domain === true);
  });
});

it('nothing shows before the domain settings load', () => {
  for (const [id] of SPORTS) {
    expect(isSportShown(id, { viewer: visitor, domain: undefined })).toBe(false);
    expect(isSportShown(id, { viewer: player({ cricket: true, football: true }), domain: undefined })).toBe(false);
  }
});

describe('casino (docs/product.md §4)', () => {
  const inputs = (viewer: Viewer, domainCasino: Flag, casinoIsEmpty: boolean, deviceGameCount: number): VisibilityInputs => ({
    viewer,
    domain: { casino: domainCasino },
    casino: { casinoIsEmpty, deviceGameCount },
  });

  // A signed-in player: active unless casino_is_empty is true, whatever the domain flag or game list.
  const playerCases = FLAG_VALUES.flatMap((domainCasino) =>
    [true, false].flatMap((casinoIsEmpty) => [0, 4].map((games) => [domainCasino, casinoIsEmpty, games, !casinoIsEmpty] as const)),
  );
  it.each(playerCases)(
    'player: domain casino %s, casino_is_empty %s, %i games → active %s',
    (domainCasino, casinoIsEmpty, games, active) => {
      expect(isCasinoActive(inputs(player({ casino: true }), domainCasino, casinoIsEmpty, games))).toBe(active);
    },
  );

  // A visitor: the domain casino flag on and the device's list non-empty; casino_is_empty is ignored.
  const visitorCases = FLAG_VALUES.flatMap((domainCasino) =>
    [true, false].flatMap((casinoIsEmpty) =>
      [0, 1, 8].map((games) => [domainCasino, casinoIsEmpty, games, domainCasino === true && games > 0] as const),
    ),
  );
  it.each(visitorCases)(
    'visitor: domain casino %s, casino_is_empty %s, %i games → active %s',
    (domainCasino, casinoIsEmpty, games, active) => {
      expect(isCasinoActive(inputs(visitor, domainCasino, casinoIsEmpty, games))).toBe(active);
    },
  );

  it.each([
    [true, '[1,2,3]', '[]', 3],
    [true, '[]', '[1,2,3]', 0],
    [false, '[1,2,3]', '[]', 0],
    [false, '[]', '[1,2]', 2],
    [true, null, '[1]', 0],
    [false, '[1]', 'not json', 0],
  ])('the device list: phone %s, mobile %s, desktop %s → %i games', (isPhone, mobileGames, desktopGames, count) => {
    expect(deviceGameCount({ isPhone, mobileGames, desktopGames })).toBe(count);
  });
});

describe('the stored values the rules read', () => {
  it.each<[string, (SportFlags & Record<string, unknown>) | null, SportFlags | null]>([
    ['no user info', null, null],
    ['no sport flag', { username: 'player1', balance: 1 }, null],
    [
      'the login result flags',
      { username: 'p', football: true, tennis: false, cricket: true, horseRacing: false, kabaddi: true, casino: true },
      { football: true, tennis: false, cricket: true, horseRacing: false, kabaddi: true, casino: true },
    ],
    ['some flags only', { cricket: false }, { cricket: false }],
  ])('user flags from %s', (_name, userInfo, expected) => {
    expect(userSportFlags(userInfo)).toEqual(expected);
  });

  it.each<[string | null, boolean]>([
    [null, false],
    ['true', true],
    ['false', false],
    ['"true"', false],
    ['1', false],
    ['garbage', false],
  ])('casino_is_empty %s → %s', (raw, expected) => {
    expect(storedFlagIsTrue(raw)).toBe(expected);
  });

  it.each<[string | null, number]>([
    [null, 0],
    ['[]', 0],
    ['[{"id":"a"},{"id":"b"}]', 2],
    ['{"length":3}', 0],
    ['nope', 0],
  ])('game list %s holds %i', (raw, expected) => {
    expect(storedListLength(raw)).toBe(expected);
  });
});

describe('the visible sports, ordered and active', () => {
  const event = (id: number, sportId: SportId): Event => ({ id, title: `Event ${id}`, status: 'UPCOMING', matchDate: 'Today', sportId });
  const sport = (id: SportId, name: SportName, events: Event[]): Sport => ({ id, name, displayName: name, order: id, events });
  const tree: Sport[] = [
    sport(26, 'horseRacing', [event(26001, 26)]),
    sport(3, 'cricket', [event(3001, 3), event(3002, 3)]),
    sport(25, 'kabaddi', []),
    sport(-1, 'casino', []),
    sport(1, 'football', [event(1001, 1)]),
    sport(2, 'tennis', [event(2001, 2)]),
  ];
  const allOn: SportFlags = { football: true, tennis: true, cricket: true, kabaddi: true, horseRacing: true, casino: true };

  it('orders by order (= sport id, docs/product.md §9)', () => {
    expect(orderSports(tree).map((s) => s.id)).toEqual([-1, 1, 2, 3, 25, 26]);
  });

  it('lists the shown sports in order; one without events is inactive; casino by its own rule', () => {
    const entries = visibleSports(tree, {
      viewer: visitor,
      domain: { ...allOn, tennis: false },
      casino: { casinoIsEmpty: false, deviceGameCount: 0 },
    });
    expect(entries.map(({ sport: s, active, isCasino }) => [s.id, active, isCasino])).toEqual([
      [-1, false, true],
      [1, true, false],
      [3, true, false],
      [25, false, false],
      [26, true, false],
    ]);
  });

  it('a player with a flag off does not see that sport; casino active unless casino_is_empty', () => {
    const entries = visibleSports(tree, {
      viewer: player({ ...allOn, cricket: false }),
      domain: allOn,
      casino: { casinoIsEmpty: false, deviceGameCount: 0 },
    });
    expect(entries.map((entry) => entry.sport.id)).toEqual([-1, 1, 2, 25, 26]);
    expect(entries[0]?.active).toBe(true);
  });

  it('does not change the tree it is given', () => {
    const copy = structuredClone(tree);
    visibleSports(tree, { viewer: visitor, domain: allOn, casino: { casinoIsEmpty: false, deviceGameCount: 1 } });
    expect(tree).toEqual(copy);
  });
});
