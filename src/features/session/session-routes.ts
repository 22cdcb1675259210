import { createContext } from 'react';

/** Provided by src/app through SessionProvider: a feature never imports the app. */
export interface SessionRoutes {
  login: string;
  signup: string;
  logout: string;
  home: string;
  afterLogin: (to: string | null | undefined) => string;
}

export const SessionRoutesContext = createContext<SessionRoutes | null>(null);
