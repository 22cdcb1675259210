import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { showsRouteIndicator } from './navigation-rules';

export const ROUTE_INDICATOR_LINGER_MS = 1000;

export interface RouteIndicator {
  started(pathname: string): void;
  completed(pathname: string): void;
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** docs/product.md §2. */
export function createRouteIndicator(initialPathname: string): RouteIndicator {
  const visible = createStore(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let currentPathname = initialPathname;
  let disposed = false;

  const set = (next: boolean) => {
    if (!disposed) visible.set(next);
  };

  return {
    started(pathname) {
      if (!showsRouteIndicator(currentPathname, pathname)) return;
      clearTimeout(timer);
      set(true);
    },
    completed(pathname) {
      if (pathname === currentPathname) return;
      const from = currentPathname;
      currentPathname = pathname;
      clearTimeout(timer);
      if (!showsRouteIndicator(from, pathname)) {
        set(false);
        return;
      }
      set(true);
      timer = setTimeout(() => set(false), ROUTE_INDICATOR_LINGER_MS);
    },
    isVisible: visible.get,
    subscribe: visible.subscribe,
    dispose() {
      clearTimeout(timer);
      disposed = true;
    },
  };
}

export function useRouteIndicatorVisible(indicator: RouteIndicator): boolean {
  return useSyncExternalStore(indicator.subscribe, indicator.isVisible, () => false);
}
