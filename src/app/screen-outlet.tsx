import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenErrorPage } from './pages/screen-error';
import { ErrorBoundary } from './error-boundary';

/** A screen that fails or crashes is reported inside the layout, which stays usable. */
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
