import { describe, expect, it } from 'vitest';
import { casinoVisibility, type CasinoVisibilityInputs } from '@/features/casino/model/casino-visibility';
import { deviceGames, storedGames } from '@/features/casino/model/stored-games';
import { storedFlagIsTrue, storedListLength } from '@/lib/storage';
import type { CasinoGame } from '@/api/generated/types.gen';

// docs/product.md §4 casino visibility and route blocking, every combination of the inputs.

const DOMAIN: ReadonlyArray<boolean | undefined> = [true, false, undefined];
const BOOLS = [true, false] as const;
const GAME_COUNTS = [0, 3] as const;

const combinations: CasinoVisibilityInputs[] = DOMAIN.flatMap((domainCasino) =>
  BOOLS.flatMap((signedIn) =>
    BOOLS.flatMap((casinoIsEmpty) => GAME_COUNTS.map((deviceGameCount) => ({ domainCasino, signedIn, casinoIsEmpty, deviceGameCount }))),
  ),
);

describe('casinoVisibility', () => {
  it('covers 24 combinations', () => {
    expect(combinations).toHaveLength(24);
  });

  it.each(combinations)('routes are blocked exactly when the brand does not have casino on: %o', (inputs) => {
    expect(casinoVisibility(inputs).routesBlocked).toBe(inputs.domainCasino !== true);
  });

  it.each(combinations.filter((inputs) => inputs.signedIn))('a signed-in player: active unless casino_is_empty (%o)', (inputs) => {
    expect(casinoVisibility(inputs).active).toBe(!inputs.casinoIsEmpty);
  });

  it.each(combinations.filter((inputs) => !inputs.signedIn))(
    'a visitor: active only with casino on and a non-empty device list, casino_is_empty ignored (%o)',
    (inputs) => {
      expect(casinoVisibility(inputs).active).toBe(inputs.domainCasino === true && inputs.deviceGameCount > 0);
    },
  );

  it.each([
    // [what, inputs, routesBlocked, active]
    ['visitor, casino on, games stored', { domainCasino: true, signedIn: false, casinoIsEmpty: false, deviceGameCount: 4 }, false, true],
    [
      'visitor, casino on, no games stored',
      { domainCasino: true, signedIn: false, casinoIsEmpty: false, deviceGameCount: 0 },
      false,
      false,
    ],
    ['visitor, casino off, games stored', { domainCasino: false, signedIn: false, casinoIsEmpty: false, deviceGameCount: 4 }, true, false],
    [
      'visitor, settings not loaded yet',
      { domainCasino: undefined, signedIn: false, casinoIsEmpty: false, deviceGameCount: 4 },
      true,
      false,
    ],
    ['player, casino on', { domainCasino: true, signedIn: true, casinoIsEmpty: false, deviceGameCount: 0 }, false, true],
    ['player, casino_is_empty', { domainCasino: true, signedIn: true, casinoIsEmpty: true, deviceGameCount: 8 }, false, false],
    ['player, casino off', { domainCasino: false, signedIn: true, casinoIsEmpty: false, deviceGameCount: 8 }, true, true],
  ] as const)('%s', (_what, inputs, routesBlocked, active) => {
    expect(casinoVisibility(inputs)).toEqual({ routesBlocked, active });
  });
});

const game = (id: string): CasinoGame => ({ id, name: id.toUpperCase(), imageURL: `https://cdn.example/${id}.webp`, provider: 'lotus' });

describe('the stored casino values', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['"true"', false],
    ['yes', false],
    [null, false],
  ])('casino_is_empty %j reads as %s', (raw, expected) => {
    expect(storedFlagIsTrue(raw)).toBe(expected);
  });

  it.each([
    [JSON.stringify([game('a'), game('b')]), 2],
    ['[]', 0],
    ['{"games":[1]}', 0],
    ['not json', 0],
    [null, 0],
  ])('the stored list %j holds %i entries', (raw, count) => {
    expect(storedListLength(raw)).toBe(count);
  });

  it('keeps only the entries of a stored list that are games', () => {
    expect(storedGames(JSON.stringify([game('a'), { id: 'broken' }, game('b')])).map((g) => g.id)).toEqual(['a', 'b']);
  });

  it('uses the mobile list on a phone and the desktop list otherwise, the domain settings first', () => {
    const storedMobile = JSON.stringify([game('m1')]);
    const storedDesktop = JSON.stringify([game('d1'), game('d2')]);
    expect(deviceGames({ isPhone: true, domain: undefined, storedMobile, storedDesktop }).map((g) => g.id)).toEqual(['m1']);
    expect(deviceGames({ isPhone: false, domain: undefined, storedMobile, storedDesktop }).map((g) => g.id)).toEqual(['d1', 'd2']);
    const domain = { mobileGames: [game('dm')], desktopGames: [] };
    expect(deviceGames({ isPhone: true, domain, storedMobile, storedDesktop }).map((g) => g.id)).toEqual(['dm']);
    // An empty list in the domain settings falls back to the stored copy.
    expect(deviceGames({ isPhone: false, domain, storedMobile, storedDesktop }).map((g) => g.id)).toEqual(['d1', 'd2']);
  });
});
