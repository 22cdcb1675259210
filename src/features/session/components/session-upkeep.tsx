import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../hooks/use-is-signed-in';
import { useOtherTabSession } from '../hooks/use-other-tab-session';
import { useTokenUpkeep } from '../hooks/use-token-upkeep';

// The warning's dialog is loaded once the player is signed in (not on the first route, which has
// a size budget).
const IdleTimeoutWarning = lazy(() => import('./idle-timeout-warning').then((module) => ({ default: module.IdleTimeoutWarning })));

/** What keeps a session going app-wide: token upkeep, the local copies of open bets and P&L, the
 * idle timeout (which starts counting when the player signs in), and following another tab's login
 * or logout. */
export function SessionUpkeep() {
  const signedIn = useIsSignedIn();
  useTokenUpkeep();
  useOtherTabSession();
  return signedIn ? (
    <Suspense fallback={null}>
      <IdleTimeoutWarning />
    </Suspense>
  ) : null;
}
