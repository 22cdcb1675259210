import { useEffect, useState, type ComponentType } from 'react';
import { retryImport } from '@/lib/retry-import';

export interface LazyDialog<P> {
  /** Kept mounted once opened, so it closes as Mantine's modal does. */
  readonly Dialog: ComponentType<P>;
  /** Call it once the opening button shows, so a lost connection still opens it. */
  readonly preload: () => void;
}

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = (component: ComponentType<P>) => (loaded ??= component);
  // Not React.lazy: Suspense holds a revealed boundary until 300 ms after its fallback showed.
  function Dialog(props: P) {
    const opened = (props as { opened?: boolean }).opened ?? true;
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!wanted || Loaded) return;
      let live = true;
      retryImport(load).then(
        (component) => live && setLoaded(() => keep(component)),
        (error: unknown) => live && setFailed({ error }),
      );
      return () => {
        live = false;
      };
    }, [wanted, Loaded]);
    if (failed) throw failed.error;
    if (!wanted || !Loaded) return null;
    return <Loaded {...props} />;
  }
  return { Dialog, preload: () => void load().then(keep, () => undefined) };
}
