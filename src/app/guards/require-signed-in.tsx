import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsSignedIn } from '@/features/session';
import { href } from '@/config/paths';

/** docs/product.md §6. */
export function RequireSignedIn() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate replace to={href.visitorRedirect(`${location.pathname}${location.search}`)} />;
  return <Outlet />;
}
