import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrandTheme, useThemeName } from '@/features/site';
import { ErrorBoundary } from './error-boundary';

// `notifications.show()` works before the container's chunk arrives.
const Notifications = lazy(() => import('./notifications-container').then((module) => ({ default: module.Notifications })));

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  const brand = createBrandTheme(useThemeName());
  return (
    <MantineProvider theme={brand.theme} forceColorScheme={brand.colorScheme} cssVariablesResolver={brand.cssVariablesResolver}>
      {/* Without its chunk, no toasts rather than a white page. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={5000} limit={20} queryClient={queryClient} />
        </Suspense>
      </ErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
