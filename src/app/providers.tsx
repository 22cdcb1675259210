import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrandTheme, useThemeName } from '@/features/site';
import { ErrorBoundary } from './error-boundary';

// The notifications container (and its transitions) is not needed for the first paint: it loads in
// its own chunk (the first route's size budget, `npm run size`). `notifications.show()` works before it
// arrives: the store keeps what was shown and the container renders it once mounted.
const Notifications = lazy(() => import('./notifications-container').then((module) => ({ default: module.Notifications })));

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Mantine with the brand's theme (chosen by host name, docs/product.md §4), notifications per
 * docs/product.md §9 (top-right, 5000 ms, at most 20), React Query. */
export function Providers({ queryClient, children }: ProvidersProps) {
  const brand = createBrandTheme(useThemeName());
  return (
    <MantineProvider theme={brand.theme} forceColorScheme={brand.colorScheme} cssVariablesResolver={brand.cssVariablesResolver}>
      {/* Above every screen: if its chunk cannot be fetched (the network is down, a new release
          replaced it), the app goes on without toasts rather than a white page. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={5000} limit={20} />
        </Suspense>
      </ErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
