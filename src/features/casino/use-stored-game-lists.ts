import { useSyncExternalStore } from 'react';
import { readString, storageKeys, subscribe } from '@/lib/storage';

type GameListKey = typeof storageKeys.mobileGames | typeof storageKeys.desktopGames | typeof storageKeys.casinoIsEmpty;

function useStoredText(key: GameListKey): string | null {
  return useSyncExternalStore(
    (listener) => subscribe(key, listener),
    () => readString(key),
    () => null,
  );
}

export interface StoredCasinoValues {
  mobileGames: string | null;
  desktopGames: string | null;
  casinoIsEmpty: string | null;
}

/** The stored values the casino rule reads (spec §3), as text: parsed where they are used. */
export function useStoredCasinoValues(): StoredCasinoValues {
  return {
    mobileGames: useStoredText(storageKeys.mobileGames),
    desktopGames: useStoredText(storageKeys.desktopGames),
    casinoIsEmpty: useStoredText(storageKeys.casinoIsEmpty),
  };
}
