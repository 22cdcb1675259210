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
import { holdRequestsUntil } from '@/api/backend-ready';
import { installApiRuntime } from '@/api/runtime';
import { appConfig } from '@/config/env';
import { paintFirstScreen } from './boot/first-paint';
import { FIRST_SCREEN_SETTLED } from './boot/first-screen';
import { showStartupFailure } from './boot/startup-failure';

// The boot chunk: what a first visit runs before the app's code has arrived (docs/performance.md "The
// first screen before the app"). It checks the configuration, starts the mock backend when the build
// has one, installs the API runtime, and on a phone's first visit paints the first screen from the
// first loads' answers (src/app/boot/first-paint.ts); then it imports the app (./start-app.tsx).
// Everything here is imported by file, never through a feature's or the SDK's barrel, which would
// bring the modules it names into this chunk (vite.config.ts groups the chunks by these imports).

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

async function boot(root: HTMLElement): Promise<void> {
  appConfig(); // fail fast on a bad configuration
  const { mocking } = await startBackend();
  installApiRuntime();
  // A phone's first rows in plain DOM before the app (optional: a failed load is the screen's to say).
  await paintFirstScreen(window.location.pathname, root).catch(() => undefined);
  document.dispatchEvent(new Event(FIRST_SCREEN_SETTLED));
  const { startApp } = await import('./start-app');
  await startApp(root, mocking);
}

const root = document.getElementById('root');
if (root) boot(root).catch((error: unknown) => showStartupFailure(root, error));
