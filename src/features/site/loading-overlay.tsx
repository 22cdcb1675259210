import { Loader, VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { inFlightSnapshot, subscribeInFlight } from '@/api/in-flight';
import classes from './loading-overlay.module.css';

/** Spec §2: the loading overlay, shown while the pending-load list (src/api/in-flight) is non-empty.
 * Mount once at the root. */
export function LoadingOverlay() {
  const pending = useSyncExternalStore(subscribeInFlight, inFlightSnapshot, inFlightSnapshot);
  const loading = pending.length > 0;
  return (
    <div role="status" aria-live="polite" data-loading={loading || undefined}>
      {loading && (
        <div className={classes.indicator}>
          <Loader aria-hidden="true" />
          <VisuallyHidden>Loading…</VisuallyHidden>
        </div>
      )}
    </div>
  );
}
