import { Loader, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { inFlightStore } from '@/api/in-flight';
import { useStore } from '@/hooks/use-store';
import classes from './loading-overlay.module.css';

export function LoadingOverlay() {
  const { t } = useLingui();
  const loading = useStore(inFlightStore, (pending) => pending.length > 0);
  return (
    <div role="status" aria-live="polite" data-loading={loading || undefined}>
      {loading && (
        <div className={classes.indicator}>
          <Loader aria-hidden="true" />
          <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
        </div>
      )}
    </div>
  );
}
