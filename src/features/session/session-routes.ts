import { createContext } from 'react';

/** Where the session screens send the player. The route table belongs to src/app, which provides
 * these through SessionProvider: a feature never imports the app. */
export interface SessionRoutes {
  login: string;
  signup: string;
  logout: string;
  /** docs/product.md §4: where verification (and skip-verification signup) lands. */
  home: string;
  /** docs/product.md §2: after login, `to` without '&login=false', else the default landing. */
  afterLogin: (to: string | null | undefined) => string;
}

export const SessionRoutesContext = createContext<SessionRoutes | null>(null);
