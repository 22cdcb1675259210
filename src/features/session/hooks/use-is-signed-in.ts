import { useStoredDerived } from '@/lib/use-stored-string';
import { isSignedIn, subscribeSignedIn } from '../model/stored-session';

const signedOut = () => false;

/** docs/product.md §4: signed in while user info or an access token is stored. */
export function useIsSignedIn(): boolean {
  return useStoredDerived(subscribeSignedIn, isSignedIn, signedOut);
}
