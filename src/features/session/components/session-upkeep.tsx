import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../hooks/use-is-signed-in';
import { useOtherTabSession } from '../hooks/use-other-tab-session';

// Loaded once signed in: the first route has a size budget.
const SignedInUpkeep = lazy(() => import('./signed-in-upkeep').then((module) => ({ default: module.SignedInUpkeep })));

export function SessionUpkeep() {
  const signedIn = useIsSignedIn();
  useOtherTabSession();
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInUpkeep />
    </Suspense>
  ) : null;
}
