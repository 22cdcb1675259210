import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsSignedIn } from '@/features/session';
import { useSiteSettings } from '@/features/site';
import { href } from '@/config/paths';

/** docs/product.md §2, §4. */
export function CasinoGuard() {
  const { t } = useLingui();
  const { settings, casinoEnabled } = useSiteSettings();
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (settings === undefined) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading the site settings`} />
      </Center>
    );
  }
  if (!casinoEnabled) return <Navigate replace to="/" />;
  if (!signedIn) return <Navigate replace to={href.visitorRedirect(`${location.pathname}${location.search}`)} />;
  return <Outlet />;
}
