import { storedListLength } from '@/lib/storage';
import type { SportFlags } from './sport-visibility';

// Take the stored text, so a hook parses only when it changes.

const SPORT_FLAG_NAMES = ['football', 'tennis', 'cricket', 'kabaddi', 'horseRacing', 'casino'] as const;

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
  /** Narrower than 769 px (docs/product.md §4, §9). */
  isPhone: boolean;
  mobileGames: string | null;
  desktopGames: string | null;
}

export function deviceGameCount({ isPhone, mobileGames, desktopGames }: StoredGameLists): number {
  return storedListLength(isPhone ? mobileGames : desktopGames);
}
