import { useStoredDerived } from '@/lib/use-stored-string';
import { isSignedIn, subscribeSignedIn } from '../model/saved-session';

const signedOut = () => false;

export function useIsSignedIn(): boolean {
  return useStoredDerived(subscribeSignedIn, isSignedIn, signedOut);
}
