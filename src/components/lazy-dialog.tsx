import { lazy, Suspense, useState, type ComponentType } from 'react';
import { retryImport } from '@/lib/retry-import';

/** A dialog whose code loads on demand, and the call that starts loading it. */
export interface LazyDialog<P> {
  /** Renders nothing until the dialog is first opened (`opened` true, or rendered without `opened`),
   * then the dialog, loaded if it is not yet, and kept mounted so it closes as Mantine's modal does
   * (its transition, focus back to the opener). */
  readonly Dialog: ComponentType<P>;
  /** Starts loading the code now: call it once the button that opens the dialog is shown, so a
   * connection lost before the click still opens it. A failure is left to the dialog's own load. */
  readonly preload: () => void;
}

/**
 * A screen's dialog (Mantine's modal, its scroll lock and what its body shows) out of the screen's
 * own code: a market page loads its cash-out and fancy book dialogs only once it offers them, not
 * with its first screen (docs/performance.md "What a visitor's first visit no longer loads"). A load
 * that fails is made again, and offline once the connection is back (retryImport).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const Loaded = lazy(() => retryImport(load).then((component) => ({ default: component })));
  function Dialog(props: P) {
    const opened = (props as { opened?: boolean }).opened ?? true;
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Dialog, preload: () => void load().catch(() => undefined) };
}
