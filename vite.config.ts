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
  // The manifest lets scripts/size-budget.mjs follow what the first route really loads.
  build: { manifest: true },
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
  // `.local` hosts: the e2e tests serve the mock brands under their own names (playwright.config.ts).
  server: { port: 5173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.local', 'localhost'] },
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
        // Pact consumer tests: write contracts/pacts/ (one file per consumer/provider pair, so the
        // files take turns). `npm run test:contract` runs this project, then `provider`.
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.pact.test.ts'],
          environment: 'jsdom',
          pool: 'forks',
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Provider verification: replays the committed pacts against the mock server.
        test: {
          name: 'provider',
          include: ['tests/contract/**/*.verify.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
