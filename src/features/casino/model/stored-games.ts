import type { CasinoGame } from '@/api/generated/types.gen';
import { zCasinoGame } from '@/api/generated/mini/zod.gen';

// The stored game lists and flag (spec §3: mobileGames / desktopGames, casino_is_empty), read from
// their stored text. A corrupt or foreign value reads as "nothing stored".

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** casino_is_empty is stored as text ('true' / 'false'); anything but true reads as false. */
export function storedFlagIsTrue(raw: string | null): boolean {
  return parseJson(raw) === true;
}

/** The games of a stored list that are games; an item of another shape is skipped. */
export function storedGames(raw: string | null): CasinoGame[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = zCasinoGame.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** How many entries a stored list holds, counted as the navigation's casino entry counts them. */
export function storedListLength(raw: string | null): number {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.length : 0;
}

/** Spec §4, §9: the device's list is the mobile one on a screen narrower than 769 px. The domain
 * settings' own list wins when they carry one; the stored copy (from the per-site file) otherwise. */
export interface DeviceGameLists {
  mobileGames?: CasinoGame[];
  desktopGames?: CasinoGame[];
}

export function deviceGames(input: {
  isPhone: boolean;
  domain: DeviceGameLists | undefined;
  storedMobile: string | null;
  storedDesktop: string | null;
}): CasinoGame[] {
  const fromDomain = input.isPhone ? input.domain?.mobileGames : input.domain?.desktopGames;
  if (fromDomain && fromDomain.length > 0) return fromDomain;
  return storedGames(input.isPhone ? input.storedMobile : input.storedDesktop);
}
