// First: zod must not probe eval under the Content-Security-Policy (zod-config.ts).
import './zod-config';
// Only the Mantine styles of the components the app uses (the first route's CSS budget is 30 KB gzip; the
// whole @mantine/core/styles.css is 36 KB). Order as in styles.css: baseline, variables and global
// first, then the components (dependencies such as UnstyledButton, Input, ModalBase before users).
// A component newly used from @mantine/core needs its line here (tests/unit/mantine-styles.test.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from '@/api/backend-ready';
import { installApiRuntime } from '@/api/runtime';
import { ConfigError, appConfig, serviceWorkerEnabled } from '@/config/env';
import { restoreSession } from '@/features/session';
import { hydrateAccountCache } from '@/features/wallet';
import { App } from './app';
import { applyAppStyles } from './app-styles';
import { startFirstLoads } from './boot/first-loads';
import { paintFirstScreen } from './boot/first-paint';
import { applyLayoutFlags } from './navigation-effects';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

function showStartupFailure(root: HTMLElement, error: unknown): void {
  // No React, no Mantine: this must work when nothing else does.
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'white-space:pre-wrap;font:14px/1.5 monospace;padding:16px;color:#8b0000';
  box.textContent = error instanceof ConfigError ? error.message : `The app could not start: ${String(error)}`;
  root.replaceChildren(box);
}

/** MSW's start reloads the page when a worker is registered but none controls this page. */
async function mockWorkerWillReload(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false;
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.length > 0;
}

/**
 * The mock backend, when this build has one. The mock build (`npm run preview:mock`) starts it beside
 * the first render, as a real backend is already there when the page loads (so the page paints
 * while the mock's chunk and service worker load; calls wait for it, src/api/backend-ready.ts). The dev
 * server (`npm start`, the e2e suite) starts it first: its modules compile on first request, and a
 * cold compile of the mock under a page that already runs held that page's calls for seconds.
 */
async function startBackend(): Promise<{ mocking?: Promise<void> }> {
  if (import.meta.env.VITE_MOCKING !== 'on') return {};
  const mocking = import('./start-mocking').then((module) => module.startMocking());
  if (!import.meta.env.PROD) {
    await mocking;
    return {};
  }
  holdRequestsUntil(mocking);
  // A load racing the worker's activation, or a hard reload: MSW reloads the page once, so the mock
  // comes first then, and the page is not shown only to be reloaded under the player a moment later.
  if (await mockWorkerWillReload()) await mocking;
  return { mocking }; // in an object: an async function's returned promise would be awaited
}

/** Resolves in a task of its own (a message, not a timer: timers may be clamped or throttled). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function start(root: HTMLElement): Promise<void> {
  appConfig(); // fail fast on a bad configuration
  const { mocking } = await startBackend();
  // The entry's evaluation is one task (~0.3 s on a slow phone); what follows is another, so the
  // browser can paint and answer input between them (Lighthouse's total blocking time).
  await nextTask();
  installApiRuntime();
  const queryClient = createQueryClient();
  restoreSession(); // docs/product.md §4 "On reload", before any guard looks at the session
  hydrateAccountCache(queryClient); // and a live one's open bets and P&L from the local copy
  startFirstLoads(queryClient, window.location.pathname);
  // The first page's layout flags before its first render (the casino's lobby mode waits for the
  // domain's settings, as the navigation effect's first run would).
  applyLayoutFlags(window.location.pathname, false);
  await applyAppStyles(); // the frame in index.html painted without them; the app does not
  // A phone's first rows in plain DOM while React renders (optional: a failed load is the screen's to say).
  paintFirstScreen(queryClient, window.location.pathname, root).catch(() => undefined);
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

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => showStartupFailure(root, error));
