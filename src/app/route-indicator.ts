import { useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { showsRouteIndicator } from './navigation-rules';

/** How long the route-change indicator stays after navigation completes (spec §2, §9). */
export const ROUTE_INDICATOR_LINGER_MS = 1000;

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

export interface RouteIndicator {
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** Spec §2: a loading indicator on every route change (not to/from the match list, not to the
 * account menu), removed 1 s after the navigation completes. Driven by the router's own state. */
export function createRouteIndicator(router: Router): RouteIndicator {
  const listeners = new Set<() => void>();
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let currentPathname = router.state.location.pathname;

  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };

  const stop = router.subscribe((state) => {
    const pending = state.navigation.location;
    if (pending && showsRouteIndicator(state.location.pathname, pending.pathname)) {
      clearTimeout(timer);
      set(true);
      return;
    }
    if (state.navigation.state !== 'idle' || state.location.pathname === currentPathname) return;
    const from = currentPathname;
    currentPathname = state.location.pathname;
    clearTimeout(timer);
    if (!showsRouteIndicator(from, currentPathname)) {
      set(false);
      return;
    }
    set(true);
    timer = setTimeout(() => set(false), ROUTE_INDICATOR_LINGER_MS);
  });

  return {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stop();
      clearTimeout(timer);
    },
  };
}

export function useRouteIndicatorVisible(indicator: RouteIndicator): boolean {
  return useSyncExternalStore(indicator.subscribe, indicator.isVisible, () => false);
}
