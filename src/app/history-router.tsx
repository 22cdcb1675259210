import { useEffect, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router';
import type { RouteIndicator } from './route-indicator';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** react-router's declarative router (its BrowserRouter/MemoryRouter, for the first route's size budget:
 * the data router's `createBrowserRouter` alone is 16 KB gzip of the first route), over a history
 * it is given, with every location change in a React transition: the screen on the page stays until
 * the next one has loaded (each layout's ScreenOutlet suspends), and the route-change
 * indicator is told when a navigation starts and when it is on the page (docs/product.md §2). */
export function AppRouter({ history, indicator, children }: { history: History; indicator?: RouteIndicator; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        indicator?.started(update.location.pathname);
        startTransition(() => setState({ action: update.action, location: update.location }));
      }),
    [history, indicator],
  );
  // The transition has committed: the new screen is on the page.
  useEffect(() => indicator?.completed(state.location.pathname), [indicator, state.location.pathname]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions>
      {children}
    </Router>
  );
}
