import { useContext } from 'react';
import { SessionRoutesContext, type SessionRoutes } from '../session-routes';

export function useSessionRoutes(): SessionRoutes {
  const routes = useContext(SessionRoutesContext);
  if (!routes) throw new Error('The session screens need SessionProvider (src/app provides the routes).');
  return routes;
}
