import type { DomainSetting, Sport, SportId, SportName } from '@/api/generated/types.gen';

// docs/product.md §4 "Sport visibility".

export type SportFlags = Partial<Record<SportName, boolean>>;

export const CASINO_SPORT_ID = -1;

/** By id, not the tree's `name`, so a backend spelling cannot switch a sport on or off. */
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

/** `sports: null`: a session restored from a token only. */
export type Viewer = { kind: 'visitor' } | { kind: 'player'; sports: SportFlags | null };

export interface CasinoInputs {
  casinoIsEmpty: boolean;
  deviceGameCount: number;
}

export interface VisibilityInputs {
  viewer: Viewer;
  domain: SportFlags | undefined;
  casino: CasinoInputs;
}

export function domainSportFlags(settings: Pick<DomainSetting, SportName>): SportFlags {
  const { football, tennis, cricket, kabaddi, horseRacing, casino } = settings;
  return { football, tennis, cricket, kabaddi, horseRacing, casino };
}

/** Without sport flags the domain decides: the backend already narrowed the tree (getSportTree). */
export function isSportShown(sportId: SportId, { viewer, domain }: Pick<VisibilityInputs, 'viewer' | 'domain'>): boolean {
  const flag = flagOfSport(sportId);
  const domainOn = domain?.[flag] === true;
  if (viewer.kind === 'visitor' || viewer.sports === null) return domainOn;
  return domainOn && viewer.sports[flag] === true;
}

/** docs/product.md §4. */
export function isCasinoActive({ viewer, domain, casino }: VisibilityInputs): boolean {
  if (viewer.kind === 'player') return !casino.casinoIsEmpty;
  return domain?.casino === true && casino.deviceGameCount > 0;
}

export interface SportEntry {
  sport: Sport;
  /** docs/product.md §4: a sport without events is shown but not openable. */
  active: boolean;
  isCasino: boolean;
}

/** docs/product.md §9. */
export function orderSports<T extends Pick<Sport, 'order'>>(sports: readonly T[]): T[] {
  return [...sports].sort((a, b) => a.order - b.order);
}

export function visibleSports(tree: readonly Sport[], inputs: VisibilityInputs): SportEntry[] {
  return orderSports(tree)
    .filter((sport) => isSportShown(sport.id, inputs))
    .map((sport) => {
      const isCasino = sport.id === CASINO_SPORT_ID;
      return { sport, isCasino, active: isCasino ? isCasinoActive(inputs) : sport.events.length > 0 };
    });
}
