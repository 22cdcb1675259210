import { Outlet } from 'react-router';

/** Spec §2 full-page layout: error, maintenance and test pages, no header or navigation. */
export function FullPageLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
