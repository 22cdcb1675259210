import type { CasinoGame } from '@/api/generated/types.gen';
import { zCasinoGame } from '@/api/generated/mini/zod.gen';
import { parseStoredText } from '@/lib/storage';

// The stored game lists (docs/product.md §3: mobileGames / desktopGames), read from their stored text (the flag
// and the list length: lib/storage.ts). A corrupt or foreign value reads as "nothing stored".

/** The games of a stored list that are games; an item of another shape is skipped. */
export function storedGames(raw: string | null): CasinoGame[] {
  const value = parseStoredText(raw);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = zCasinoGame.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** docs/product.md §4, §9: the device's list is the mobile one on a screen narrower than 769 px. The domain
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
