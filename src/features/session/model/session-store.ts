import { useSyncExternalStore } from 'react';
import { clearExcept, keptOnLogout, readString, storageKeys, subscribe } from '@/lib/storage';

// Spec §4: a signed-in state is decided by stored user info; a stored accessToken also marks a
// signed-in user.
export function isSignedIn(): boolean {
  return readString(storageKeys.userinfo) !== null || readString(storageKeys.accessToken) !== null;
}

function subscribeToSession(listener: () => void): () => void {
  const stops = [subscribe(storageKeys.userinfo, listener), subscribe(storageKeys.accessToken, listener)];
  return () => stops.forEach((stop) => stop());
}

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, isSignedIn, () => false);
}

/** Spec §4: logout (and a 401) clear every stored key except baseUrl and the two slide entries. */
export function endSession(): void {
  clearExcept(keptOnLogout);
}
