import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../hooks/use-is-signed-in';
import { useOtherTabSession } from '../hooks/use-other-tab-session';

// The token upkeep and the idle warning's dialog are loaded once the player is signed in (not on the
// first route, which has a size budget). An access token is stored only while signed in.
const SignedInUpkeep = lazy(() => import('./signed-in-upkeep').then((module) => ({ default: module.SignedInUpkeep })));

/** What keeps a session going app-wide: token upkeep, the local copies of open bets and P&L, the
 * idle timeout (which starts counting when the player signs in), and following another tab's login
 * or logout. */
export function SessionUpkeep() {
  const signedIn = useIsSignedIn();
  useOtherTabSession();
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInUpkeep />
    </Suspense>
  ) : null;
}
