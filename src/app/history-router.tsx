import { useEffect, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router';
import type { RouteIndicator } from './route-indicator';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Not the data router (16 KB gzip); each location change a transition. */
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
  useEffect(() => indicator?.completed(state.location.pathname), [indicator, state.location.pathname]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions>
      {children}
    </Router>
  );
}
