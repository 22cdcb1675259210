import { useAccountCacheMirror } from '../hooks/use-account-cache-mirror';
import { useIsSignedIn } from '../hooks/use-is-signed-in';
import { useTokenUpkeep } from '../hooks/use-token-upkeep';
import { IdleTimeoutWarning } from './idle-timeout-warning';

/** What keeps a session going app-wide: token upkeep, the local copies of open bets and P&L, and the
 * idle timeout (which starts counting when the player signs in). */
export function SessionUpkeep() {
  const signedIn = useIsSignedIn();
  useTokenUpkeep();
  useAccountCacheMirror();
  return signedIn ? <IdleTimeoutWarning /> : null;
}
