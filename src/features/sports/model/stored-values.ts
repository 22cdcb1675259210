import type { SportFlags } from './sport-visibility';

// The stored values the visibility rules read (spec §3). The raw ones take the stored text, so a hook
// can subscribe to the string and parse only when it changes; a corrupt or foreign value reads as
// "nothing stored".

const SPORT_FLAG_NAMES = ['football', 'tennis', 'cricket', 'kabaddi', 'horseRacing', 'casino'] as const;

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The player's per-sport flags from the stored login result (spec §3 userinfo, read by the session
 * feature); null when it names none. */
export function userSportFlags(userInfo: SportFlags | null): SportFlags | null {
  if (userInfo === null) return null;
  const flags: SportFlags = {};
  for (const name of SPORT_FLAG_NAMES) {
    const value = userInfo[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return Object.keys(flags).length === 0 ? null : flags;
}

/** casino_is_empty is stored as text ('true' / 'false'); anything but true reads as false. */
export function storedFlagIsTrue(raw: string | null): boolean {
  return parseJson(raw) === true;
}

/** How many games a stored game list (mobileGames / desktopGames) holds. */
export function storedListLength(raw: string | null): number {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.length : 0;
}

export interface StoredGameLists {
  /** Spec §4, §9: narrower than 769 px. */
  isPhone: boolean;
  mobileGames: string | null;
  desktopGames: string | null;
}

/** Spec §4: the device's stored game list is the mobile one on a phone-sized screen. */
export function deviceGameCount({ isPhone, mobileGames, desktopGames }: StoredGameLists): number {
  return storedListLength(isPhone ? mobileGames : desktopGames);
}
