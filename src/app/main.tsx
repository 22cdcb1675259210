import '@mantine/core/styles.css';
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
