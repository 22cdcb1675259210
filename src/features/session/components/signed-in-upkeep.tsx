import { useTokenUpkeep } from '../hooks/use-token-upkeep';
import { IdleTimeoutWarning } from './idle-timeout-warning';

/** What only a signed-in player's session needs: the token kept alive, and the idle timeout's warning.
 * Loaded once the player is signed in (session-upkeep.tsx), not on the first route (`npm run size`). */
export function SignedInUpkeep() {
  useTokenUpkeep();
  return <IdleTimeoutWarning />;
}
