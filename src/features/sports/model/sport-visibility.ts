import type { DomainSetting, Sport, SportId, SportName } from '@/api/generated/types.gen';

// docs/product.md §4 "Sport visibility", as pure rules. The inputs are read elsewhere (the stored session, the
// domain settings, the stored game lists, the screen width) so every combination is table-tested.

/** A per-sport on/off flag set, as both the domain settings and the login result carry it
 * (docs/product.md §3). */
export type SportFlags = Partial<Record<SportName, boolean>>;

export const CASINO_SPORT_ID = -1;

/** docs/product.md §3 ids → the flag that governs the sport. Horse racing uses `horseRacing` in both the user's
 * and the domain's flags (docs/product.md §4). Keyed by id, not by the tree's `name`, so a backend spelling
 * ('horse racing', 'Cricket') cannot switch a sport on or off. */
const FLAG_OF_SPORT: Readonly<Record<SportId, SportName>> = {
  1: 'football',
  2: 'tennis',
  3: 'cricket',
  25: 'kabaddi',
  26: 'horseRacing',
  [-1]: 'casino',
};

export function flagOfSport(sportId: SportId): SportName {
  return FLAG_OF_SPORT[sportId];
}

/** Who is looking. A player's sport flags come from the stored login result; `null` means the stored
 * user info names no sport flag at all (a session restored from an access token only). */
export type Viewer = { kind: 'visitor' } | { kind: 'player'; sports: SportFlags | null };

export interface CasinoInputs {
  /** The stored casino_is_empty flag (docs/product.md §3), for a signed-in player. */
  casinoIsEmpty: boolean;
  /** How many games the device's stored list holds: the mobile list under 769 px (docs/product.md §4, §9). */
  deviceGameCount: number;
}

export interface VisibilityInputs {
  viewer: Viewer;
  /** The brand's flags; undefined until the domain settings load (then nothing shows). */
  domain: SportFlags | undefined;
  casino: CasinoInputs;
}

/** The domain settings' per-sport flags (docs/product.md §3). */
export function domainSportFlags(settings: Pick<DomainSetting, SportName>): SportFlags {
  const { football, tennis, cricket, kabaddi, horseRacing, casino } = settings;
  return { football, tennis, cricket, kabaddi, horseRacing, casino };
}

/**
 * docs/product.md §4: a signed-in player sees a sport only when their own flag and the domain's are both on;
 * a visitor when the domain's is on. A flag counts as on only when it is `true`.
 * Decision (docs/product.md is silent): when the stored user info carries no sport flag at all, the
 * domain decides, as for a visitor. The tree a signed-in player receives is already narrowed to
 * their sports by the backend (openapi: getSportTree), so nothing is shown that they may not see.
 */
export function isSportShown(sportId: SportId, { viewer, domain }: Pick<VisibilityInputs, 'viewer' | 'domain'>): boolean {
  const flag = flagOfSport(sportId);
  const domainOn = domain?.[flag] === true;
  if (viewer.kind === 'visitor' || viewer.sports === null) return domainOn;
  return domainOn && viewer.sports[flag] === true;
}

/** docs/product.md §4: casino is active for a player unless casino_is_empty is true; for a visitor when the
 * domain has casino on and the device's stored game list is non-empty. */
export function isCasinoActive({ viewer, domain, casino }: VisibilityInputs): boolean {
  if (viewer.kind === 'player') return !casino.casinoIsEmpty;
  return domain?.casino === true && casino.deviceGameCount > 0;
}

export interface SportEntry {
  sport: Sport;
  /** docs/product.md §4: a sport without events is inactive (shown, not openable); casino by its own rule. */
  active: boolean;
  isCasino: boolean;
}

/** docs/product.md §9: sports are ordered by `order`, which equals the sport id. Stable for equal orders. */
export function orderSports<T extends Pick<Sport, 'order'>>(sports: readonly T[]): T[] {
  return [...sports].sort((a, b) => a.order - b.order);
}

/** The sports the viewer may see, ordered, each with whether it is active. */
export function visibleSports(tree: readonly Sport[], inputs: VisibilityInputs): SportEntry[] {
  return orderSports(tree)
    .filter((sport) => isSportShown(sport.id, inputs))
    .map((sport) => {
      const isCasino = sport.id === CASINO_SPORT_ID;
      return { sport, isCasino, active: isCasino ? isCasinoActive(inputs) : sport.events.length > 0 };
    });
}
