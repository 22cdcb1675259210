import { defineConfig, devices } from '@playwright/test';
import { e2eChromiumPath } from './scripts/e2e-browser.mjs';
import {
  E2E_PRODUCTION_BACKEND,
  E2E_PRODUCTION_BACKEND_PORT,
  MOCK_SERVER_PROBE,
  buildEnvForMockServer,
  mockServerEnv,
} from './scripts/mock-backend-hosts.mjs';

// Chromium from the system (Debian's packages): Playwright's own browser download is not possible on
// these machines. Its headless shell when installed, else the full browser (scripts/e2e-browser.mjs).
const chromiumPath = e2eChromiumPath();
/** What the 'desktop' and 'phone' projects drive: the mock build without its Content-Security-Policy
 * (scripts/e2e-app.mjs says why), MSW in the browser as under `npm start`. */
const port = Number(process.env.E2E_PORT || 4175);
/** The production build with the mock backend (`vite build --mode mock`, served by `vite preview`). */
const builtPort = Number(process.env.E2E_BUILT_PORT || 4174);
/** The Vite dev server as `npm start` runs it, bundled (project 'dev'; docs/decisions/0021-the-developers-reload.md). */
const devPort = Number(process.env.E2E_DEV_PORT || 5173);
/** The dev server unbundled, a module a file (project 'dev-modules'): faults in screen modules need one. */
const devModulesPort = Number(process.env.E2E_DEV_MODULES_PORT || 5174);
/** `npm run build` itself, as players get it (no mock code, its production service worker), with its
 * API, hub and CDN pointed at the mock backend run as an HTTP server (project 'production'). */
const productionPort = Number(process.env.E2E_PRODUCTION_PORT || 4176);
const productionBackendPort = E2E_PRODUCTION_BACKEND_PORT;
const productionBackend = E2E_PRODUCTION_BACKEND;
const BUILT_APP = /built-app\.spec\.ts$/;
const PRODUCTION_APP = /production-app\.spec\.ts$/;
/** What runs on the dev server: the smoke test of `npm start`, the OTP countdown's timing
 * (tests/e2e/otp-countdown.spec.ts says why), betting under StrictMode's double effects
 * (tests/e2e/dev-betting.spec.ts), and, unbundled, faults in screen modules. */
const DEV_BUNDLED = /(smoke|otp-countdown|dev-betting)\.spec\.ts$/;
const DEV_MODULES = /module-faults\.spec\.ts$/;
const DEV_ONLY = [DEV_BUNDLED, DEV_MODULES];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // In CI the failed test's page is printed (tests/e2e/failure-context-reporter.ts): the log is all a CI
  // run leaves behind.
  reporter: process.env.CI ? [['list'], ['./tests/e2e/failure-context-reporter.ts']] : [['list']],
  // Axe over a 100-row table on a busy 2-core machine takes seconds: a minute per test, 10 s per expectation.
  timeout: 60_000,
  // A page's first load on a loaded 2-core CI machine has taken over 10 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's DOM: it made the suite 35–40 % slower (tests/e2e/shell.spec.ts on
    // desktop, 146–150 s with it, 87–101 s without). A CI run leaves only its log behind, where the
    // failure-context reporter prints the page, so CI records none; a developer's run keeps the
    // trace of a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [BUILT_APP, PRODUCTION_APP, ...DEV_ONLY], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // What a phone's layout changes: every test but the ones tagged @any-width (tests/e2e/support.ts
    // ANY_WIDTH: rules of money and of the session, faults, tabs, with no screen check of their own)
    // or @own-widths (OWN_WIDTHS: a test that sets its widths, 360 px among them, itself), which run
    // once, on desktop.
    {
      name: 'phone',
      testIgnore: [BUILT_APP, PRODUCTION_APP, ...DEV_ONLY],
      grepInvert: /@any-width|@own-widths/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
    // The built app: its chunks and its Content-Security-Policy (tests/e2e/built-app.spec.ts).
    {
      name: 'built',
      testMatch: BUILT_APP,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${builtPort}` },
    },
    // The production build and its service worker (tests/e2e/production-app.spec.ts).
    {
      name: 'production',
      testMatch: PRODUCTION_APP,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${productionPort}` },
    },
    // `npm start` as a developer runs it: the dev server's module graph and its MSW start-up.
    {
      name: 'dev',
      testMatch: DEV_BUNDLED,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${devPort}` },
    },
    {
      name: 'dev-modules',
      testMatch: DEV_MODULES,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${devModulesPort}` },
    },
  ],
  // Started one after the other: the build first, then its two servings, then the dev servers.
  webServer: [
    {
      command: `npx msw init mocks/public --no-save && npx vite build --mode mock --logLevel error && npx vite preview --mode mock --port ${builtPort} --strictPort`,
      url: `http://127.0.0.1:${builtPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-app.mjs && npx vite preview --mode mock --outDir dist-e2e --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx mocks/server.ts',
      url: `${productionBackend}${MOCK_SERVER_PROBE}`,
      env: mockServerEnv(productionBackendPort),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite build --outDir dist-production --emptyOutDir --logLevel error && npx vite preview --outDir dist-production --port ${productionPort} --strictPort`,
      url: `http://127.0.0.1:${productionPort}`,
      env: buildEnvForMockServer(productionBackend),
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --experimental-bundle --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --port ${devModulesPort} --strictPort`,
      url: `http://127.0.0.1:${devModulesPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
