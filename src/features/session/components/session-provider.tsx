import type { ReactNode } from 'react';
import { SessionRoutesContext, type SessionRoutes } from '../session-routes';
import { SessionModals } from './session-modals';
import { SessionUpkeep } from './session-upkeep';

export interface SessionProviderProps {
  /** Pass a constant: it is a context value. */
  routes: SessionRoutes;
  children: ReactNode;
}

/** Mount once inside the router and the QueryClientProvider. */
export function SessionProvider({ routes, children }: SessionProviderProps) {
  return (
    <SessionRoutesContext.Provider value={routes}>
      {children}
      <SessionModals />
      <SessionUpkeep />
    </SessionRoutesContext.Provider>
  );
}
