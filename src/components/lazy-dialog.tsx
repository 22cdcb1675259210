import { lazy, Suspense, useState, type ComponentType } from 'react';
import { retryImport } from '@/lib/retry-import';

export interface LazyDialog<P> {
  /** Kept mounted once opened, so it closes as Mantine's modal does. */
  readonly Dialog: ComponentType<P>;
  /** Call it once the opening button shows, so a lost connection still opens it. */
  readonly preload: () => void;
}

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
