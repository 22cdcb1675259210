import { storageKeys } from '@/lib/storage';
import { useSavedString } from '@/hooks/use-saved-string';

export interface StoredCasinoValues {
  mobileGames: string | null;
  desktopGames: string | null;
  casinoIsEmpty: string | null;
}

/** As text: parsed where they are used. */
export function useStoredCasinoValues(): StoredCasinoValues {
  return {
    mobileGames: useSavedString(storageKeys.mobileGames),
    desktopGames: useSavedString(storageKeys.desktopGames),
    casinoIsEmpty: useSavedString(storageKeys.casinoIsEmpty),
  };
}
