import { Navigate, useLocation } from 'react-router';
import { href, paths } from '@/config/paths';

/** docs/product.md §2. */
export function LoginFalseRedirect() {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  if (!address.includes('login=false') || location.pathname.toLowerCase() === paths.login) return null;
  const to = new URLSearchParams(location.search).get('to');
  return <Navigate replace to={href.login(to)} />;
}
