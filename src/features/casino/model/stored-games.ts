import type { CasinoGame } from '@/api/generated/types.gen';
import { zCasinoGame } from '@/api/generated/mini/zod.gen';
import { parseStoredText } from '@/lib/storage';

// From the stored text; a corrupt value reads as "nothing stored".

/** An item of another shape is skipped. */
export function storedGames(raw: string | null): CasinoGame[] {
  const value = parseStoredText(raw);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = zCasinoGame.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** docs/product.md §4, §9; the domain settings' own list wins over the stored copy. */
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
