import type { QueryClient } from '@tanstack/react-query';
import { loadRuleAlerts } from '@/features/cash-out-rules';
import { isSignedIn, onSignedIn } from '@/features/session';

/** Issue 58's alerts, for a signed-in player only; a failed load is tried again at the next sign-in. */
export function startCashOutAlerts(queryClient: QueryClient): () => void {
  let stopRuleAlerts: (() => void) | undefined;
  let wanted = false;
  let live = true;
  const start = () => {
    if (wanted) return;
    wanted = true;
    loadRuleAlerts().then(
      (alerts) => {
        if (live) stopRuleAlerts = alerts.startRuleAlerts(queryClient);
      },
      () => {
        wanted = false;
      },
    );
  };
  if (isSignedIn()) start();
  const stopSignIns = onSignedIn(start);
  return () => {
    live = false;
    stopSignIns();
    stopRuleAlerts?.();
  };
}
