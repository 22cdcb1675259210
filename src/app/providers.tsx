import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBrandTheme, useThemeState } from '@/features/site';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Mantine with the brand's theme (chosen by host name, spec §4), notifications per spec §9 (top-right,
 * 5000 ms, at most 20), React Query. */
export function Providers({ queryClient, children }: ProvidersProps) {
  const brand = createBrandTheme(useThemeState().theme);
  return (
    <MantineProvider theme={brand.theme} forceColorScheme={brand.colorScheme} cssVariablesResolver={brand.cssVariablesResolver}>
      <Notifications position="top-right" autoClose={5000} limit={20} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
