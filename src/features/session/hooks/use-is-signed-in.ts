import { useSavedDerived } from '@/hooks/use-saved-string';
import { isSignedIn, subscribeSignedIn } from '../model/saved-session';

const signedOut = () => false;

export function useIsSignedIn(): boolean {
  return useSavedDerived(subscribeSignedIn, isSignedIn, signedOut);
}
