import { useTokenUpkeep } from '../hooks/use-token-upkeep';
import { IdleTimeoutWarning } from './idle-timeout-warning';

/** Loaded once signed in, not on the first route (`npm run size`). */
export function SignedInUpkeep() {
  useTokenUpkeep();
  return <IdleTimeoutWarning />;
}
