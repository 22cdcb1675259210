// First: zod must not probe eval under the Content-Security-Policy (zod-config.ts).
import './zod-config';
// Only the Mantine styles of the components the app uses (issue 9: first-route CSS ≤ 30 KB gzip; the
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
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installApiRuntime } from '@/api/runtime';
import { ConfigError, appConfig } from '@/config/env';
import { restoreSession } from '@/features/session';
import { App } from './app';
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

async function start(root: HTMLElement): Promise<void> {
  appConfig(); // fail fast on a bad configuration
  if (import.meta.env.VITE_MOCKING === 'on') {
    const { startMocking } = await import('./start-mocking');
    await startMocking();
  }
  installApiRuntime();
  const queryClient = createQueryClient();
  restoreSession(queryClient); // spec §4 "On reload", before any guard looks at the session
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App />
      </Providers>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => showStartupFailure(root, error));
