import { storageKeys } from '@/lib/storage';
import { useStoredString } from '@/lib/use-stored-string';

export interface StoredCasinoValues {
  mobileGames: string | null;
  desktopGames: string | null;
  casinoIsEmpty: string | null;
}

/** As text: parsed where they are used. */
export function useStoredCasinoValues(): StoredCasinoValues {
  return {
    mobileGames: useStoredString(storageKeys.mobileGames),
    desktopGames: useStoredString(storageKeys.desktopGames),
    casinoIsEmpty: useStoredString(storageKeys.casinoIsEmpty),
  };
}
