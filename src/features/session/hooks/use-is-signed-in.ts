import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeSignedIn } from '../model/session-store';

/** docs/product.md §4: signed in while user info or an access token is stored. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSignedIn, isSignedIn, () => false);
}
