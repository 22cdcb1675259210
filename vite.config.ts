/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: { alias },
  // The MSW worker script lives with the mocks and is served by the dev server only: a production
  // build never contains mockServiceWorker.js.
  publicDir: command === 'serve' ? 'mocks/public' : 'public',
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: { 'mantine-breakpoint-xs': '36em', 'mantine-breakpoint-sm': '48em', 'mantine-breakpoint-md': '62em', 'mantine-breakpoint-lg': '75em', 'mantine-breakpoint-xl': '88em' },
        }),
      ],
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  test: {
    // Pact's native core phones home unless told not to.
    env: { PACT_DO_NOT_TRACK: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'jsdom',
          pool: 'forks',
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One pact file per consumer/provider pair: consumer files write to it in turn, then the
          // provider verification replays it.
          fileParallelism: false,
        },
      },
    ],
  },
}));
