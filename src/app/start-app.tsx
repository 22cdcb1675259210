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

/** Resolves in a task of its own (a message, not a timer: timers may be clamped or throttled). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * The app, imported by the boot chunk (src/app/main.tsx) once it has installed the API runtime and,
 * on a phone's first visit, painted the first screen. `mocking`: the mock backend's start, when the
 * build has one.
 */
export async function startApp(root: HTMLElement, mocking?: Promise<void>): Promise<void> {
  // The app's evaluation is one task (~0.3 s on a slow phone); what follows is another, so the
  // browser can paint and answer input between them (Lighthouse's total blocking time).
  await nextTask();
  const queryClient = createQueryClient();
  restoreSession(); // docs/product.md §4 "On reload", before any guard looks at the session
  hydrateAccountCache(queryClient); // and a live one's open bets and P&L from the local copy
  startFirstLoads(queryClient, window.location.pathname);
  // The first page's layout flags before its first render (the casino's lobby mode waits for the
  // domain's settings, as the navigation effect's first run would).
  applyLayoutFlags(window.location.pathname, false);
  await applyAppStyles(); // the frame in index.html painted without them; the app does not
  const app = createRoot(root);
  // A transition: React renders the first screen in slices and lets the browser paint and answer
  // input between them, instead of one long task (Lighthouse's total blocking time).
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <App />
        </Providers>
      </StrictMode>,
    ),
  );
  // Production builds: after the page has loaded (the service worker speeds up repeat visits); its code is
  // not the first screen's.
  if (serviceWorkerEnabled) void import('@/features/pwa').then((pwa) => pwa.registerServiceWorker());
  // A mock that cannot start (its service worker refused): the page says so instead of the app.
  mocking?.catch((error: unknown) => {
    app.unmount();
    showStartupFailure(root, error);
  });
}
