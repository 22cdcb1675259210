import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenErrorPage } from './pages/screen-error';
import { ErrorBoundary } from './error-boundary';

/** Where a layout shows its screen. Screens load on demand (route-tree.tsx): the first one leaves the
 * layout on the page while it loads, a later one keeps the screen before it until it is ready (the
 * router navigates in transitions). A screen that fails to load or crashes is reported here, inside
 * the layout, with the header and navigation still usable: its 'Try again' reloads the page, and a
 * navigation elsewhere shows the next screen. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ScreenErrorPage error={error} />}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
