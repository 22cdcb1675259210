import { storedListLength } from '@/lib/storage';
import type { SportFlags } from './sport-visibility';

// The stored values the visibility rules read (docs/product.md §3). The raw ones take the stored
// text, so a hook can subscribe to the string and parse only when it changes; a corrupt or
// foreign value reads as "nothing stored".

const SPORT_FLAG_NAMES = ['football', 'tennis', 'cricket', 'kabaddi', 'horseRacing', 'casino'] as const;

/** The player's per-sport flags from the stored login result (docs/product.md §3 userinfo, read by the session
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

export interface StoredGameLists {
  /** docs/product.md §4, §9: narrower than 769 px. */
  isPhone: boolean;
  mobileGames: string | null;
  desktopGames: string | null;
}

/** docs/product.md §4: the device's stored game list is the mobile one on a phone-sized screen. */
export function deviceGameCount({ isPhone, mobileGames, desktopGames }: StoredGameLists): number {
  return storedListLength(isPhone ? mobileGames : desktopGames);
}
