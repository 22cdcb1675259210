// First: zod must not probe eval under the Content-Security-Policy (zod-config.ts).
import './zod-config';
// Only the styles in use (tests/unit/mantine-styles.test.ts).
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
import { startLanguage } from '@/lib/i18n/languages';
import { paintFirstScreen } from './boot/first-paint';
import { FIRST_SCREEN_SETTLED } from './boot/first-screen';
import { showStartupFailure } from './boot/startup-failure';

// Imports by file, never a barrel: docs/decisions/0004-first-paint-chunking-and-boot.md

async function mockWorkerWillReload(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false;
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.length > 0;
}

/** The dev server starts the mock first: a cold compile held a running page's calls. */
async function startBackend(): Promise<{ mocking?: Promise<void> }> {
  if (import.meta.env.VITE_MOCKING !== 'on') return {};
  const mocking = import('./start-mocking').then((module) => module.startMocking());
  if (!import.meta.env.PROD) {
    await mocking;
    return {};
  }
  holdRequestsUntil(mocking);
  // MSW reloads the page once when its worker races the load.
  if (await mockWorkerWillReload()) await mocking;
  return { mocking }; // in an object: an async function's returned promise would be awaited
}

async function boot(root: HTMLElement): Promise<void> {
  appConfig();
  // A chosen language's catalogue loads beside the backend; English has none (docs/i18n.md).
  const language = startLanguage().catch(() => undefined);
  const { mocking } = await startBackend();
  installApiRuntime();
  await language;
  await paintFirstScreen(window.location.pathname, root).catch(() => undefined);
  document.dispatchEvent(new Event(FIRST_SCREEN_SETTLED));
  const { startApp } = await import('./start-app');
  await startApp(root, mocking);
}

const root = document.getElementById('root');
if (root) boot(root).catch((error: unknown) => showStartupFailure(root, error));
