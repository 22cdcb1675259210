import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { serviceWorkerEnabled } from '@/config/env';
import { restoreSession } from '@/features/session';
import { hydrateAccountCache } from '@/features/wallet';
import { App } from './app';
import { applyAppStyles } from './app-styles';
import { startFirstLoads } from './boot/first-loads';
import { showStartupFailure } from './boot/startup-failure';
import { applyLayoutFlags } from './navigation-effects';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

/** Timers may be clamped or throttled. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

export async function startApp(root: HTMLElement, mocking?: Promise<void>): Promise<void> {
  await nextTask();
  const queryClient = createQueryClient();
  restoreSession(); // docs/product.md §4, before any guard looks
  hydrateAccountCache(queryClient);
  startFirstLoads(queryClient, window.location.pathname);
  // So the layout renders once.
  applyLayoutFlags(window.location.pathname, false);
  await applyAppStyles();
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <App />
        </Providers>
      </StrictMode>,
    ),
  );
  if (serviceWorkerEnabled) void import('@/features/pwa').then((pwa) => pwa.registerServiceWorker());
  mocking?.catch((error: unknown) => {
    app.unmount();
    showStartupFailure(root, error);
  });
}
