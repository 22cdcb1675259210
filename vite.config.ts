/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildCsp, cspOriginsFromEnv, defaultApiBaseUrl, injectCspMeta } from './scripts/csp-policy.mjs';
import { bootShell } from './scripts/boot-shell-plugin';
import { recordBuildOutDir } from './scripts/check-secrets.mjs';
import { DEV_PREBUNDLED } from './scripts/dev-prebundled';
import { earlyLoadsScript } from './scripts/early-loads-plugin';
import { landingPreload } from './scripts/landing-preload-plugin';
import { serviceWorker } from './scripts/service-worker-plugin';

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined));
}

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/** The generated client's Server-Sent Events client: dead code here (src/api/no-server-sent-events.ts says why). */
const noServerSentEvents = { find: /^\.\.\/core\/serverSentEvents\.gen$/, replacement: fileURLToPath(new URL('./src/api/no-server-sent-events.ts', import.meta.url)) };

/** zod's classic API and its JSON Schema output: loaded with the screens and schemas that use them. */
const CLASSIC_ZOD = /[\\/]node_modules[\\/]zod[\\/](index\.js|v4[\\/]index\.js|v4[\\/]classic[\\/]|v4[\\/]core[\\/](to-json-schema|json-schema-processors|memoizer)\.js)/;

/** A source file of the app that imports zod's classic API at run time ('zod', not 'zod/mini'). */
function usesClassicZod(id: string): boolean {
  if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return false;
  return /^import (?!type )[^;]*from 'zod';/m.test(readFileSync(id, 'utf8'));
}

/** `vite build --mode mock` (npm run preview:mock): a production build WITH the mock backend, for demos
 * and measurement (Lighthouse), into dist-mock/. It takes the dev server's mock settings from
 * .env.development (VITE_MOCKING=on and the mock-only values), so `npm run build` stays mock-free. */
const MOCK_MODE = 'mock';

/** The benchmarks' harness pages (scripts/bench-harness.ts): built with the app's configuration, but
 * they are not the app's index.html, so the plugins that rewrite that page leave them alone. */
const HARNESS_MODE = 'bench';

/** Build only: the Content-Security-Policy meta tag in the built index.html (scripts/csp-policy.mjs). */
function contentSecurityPolicy(root: string, env: Record<string, string>): Plugin {
  const policy = buildCsp(cspOriginsFromEnv({ ...env, CSP_FRAME_ORIGINS: process.env.CSP_FRAME_ORIGINS }, defaultApiBaseUrl(root)));
  return {
    name: 'exchange:content-security-policy',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => injectCspMeta(html, policy) },
  };
}

/** Build only: records the folder `npm run build` wrote (`-- --outDir x` included), so that its
 * `postbuild` secret check (scripts/check-secrets.mjs), which npm runs without arguments, scans it. */
function recordOutDir(root: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'exchange:record-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      recordBuildOutDir(root, outDir);
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const root = fileURLToPath(new URL('.', import.meta.url));
  if (mode === MOCK_MODE) {
    // Variables set in the shell still win, as they do for every mode.
    for (const [key, value] of Object.entries(loadEnv('development', root, 'VITE_'))) process.env[key] ??= value;
  }
  const env = { ...loadEnv(mode, root, 'VITE_'), ...pickViteEnv(process.env) };
  const mocking = env.VITE_MOCKING === 'on';
  const harness = mode === HARNESS_MODE;
  return {
    // The landing screen's preload and the style sheet that does not block the boot frame: every build
    // of the app. The early loads, the production service worker and the manifest: `npm run build`
    // only, not the mock build (MSW's, whose backend is in the page). None for a bench harness.
    plugins: [
      react(),
      contentSecurityPolicy(root, env),
      ...(harness ? [] : [recordOutDir(root)]),
      ...(harness ? [] : [landingPreload(), bootShell()]),
      ...(mocking || harness ? [] : [earlyLoadsScript(env), serviceWorker()]),
    ],
    // The dev server and the mock build run MSW in the browser: its cookie store's public suffix list
    // (tldts) is replaced by mocks/shims/tldts.ts (the mock sets no cookies). `npm run build` has no MSW.
    resolve: {
      alias: [
        ...Object.entries(command === 'serve' || mocking ? { ...alias, tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) } : alias).map(([find, replacement]) => ({ find, replacement })),
        ...(command === 'build' ? [noServerSentEvents] : []),
      ],
    },
    // The MSW worker script lives with the mocks and is served by the dev server and the mock build
    // only: a production build (`npm run build`) never contains mockServiceWorker.js.
    publicDir: command === 'serve' || mocking ? 'mocks/public' : 'public',
    // The manifest lets scripts/size-budget.mjs follow what the first route really loads.
    build: {
      manifest: true,
      // Every browser the app supports (Vite's default target: Chrome 107+, Safari 16+, Firefox 104+)
      // runs module scripts; those without `modulepreload` (Safari 16) still load every chunk when it
      // is imported, only not ahead. The polyfill cost every first visit 0.6 KB gzip.
      modulePreload: { polyfill: false },
      outDir: mode === MOCK_MODE ? 'dist-mock' : 'dist',
      rolldownOptions: {
        // The generated zod/mini schemas (scripts/mini-schemas-namespace.mjs) are pure: the first route
        // keeps only those it uses.
        treeshake: { manualPureFunctions: ['zodMiniSchema'] },
        output: {
          codeSplitting: {
            // zod's core (with zod/mini and the locales) and src/app/zod-config.ts in one chunk: the
            // jitless setting then runs as zod loads, before any other chunk can parse (and probe eval
            // under the CSP). The first route uses zod/mini only; zod's classic API (which imports this
            // chunk) loads with the screens and schemas that use it.
            // JSON Schema output is classic-only (toJSONSchema) and stays out of it.
            groups: [
              {
                name: 'zod',
                test: (id) =>
                  /[\\/]src[\\/]app[\\/]zod-config\.ts$/.test(id) ||
                  (/[\\/]node_modules[\\/]zod[\\/](v4[\\/](core|mini|locales)[\\/]|mini[\\/])/.test(id) && !/[\\/](to-json-schema|json-schema-processors|memoizer)\.js$/.test(id)),
              },
              // Everything else the entry imports statically, in one chunk: it all loads before the
              // first render anyway, and one file compresses better than the ~40 small shared chunks
              // the automatic splitting made of it (first-route JS 174 → 159 KB gzip).
              // Lazily loaded screens keep their own chunks. The tag follows every static import,
              // barrels included, so what only lazily loaded screens run (zod's classic API and the
              // forms' schemas) is kept out by name, and the group takes no dependencies along;
              // tests/e2e/built-app.spec.ts runs the result.
              { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false, test: (id) => !CLASSIC_ZOD.test(id) && !usesClassicZod(id) },
            ],
          },
        },
      },
    },
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
    // `.localhost` hosts: the e2e tests serve the mock brands under their own names (tests/e2e/support.ts brandUrl).
    // The builds' folders are not the dev server's: the e2e run builds dist-mock/ (project 'built')
    // while the dev server serves the other tests, and a written .html there made Vite reload every
    // open page mid-test.
    server: { port: 5173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'], watch: { ignored: ['**/dist/**', '**/dist-mock/**', '**/dist-lighthouse/**', '**/dist-production/**'] } },
    // Every package the app and the in-browser mock import, bundled before the first page is served.
    // Left to discovery, a package first met in a lazily loaded screen (zod's classic API, SignalR,
    // react-hook-form) makes the dev server re-bundle and reload the open page mid-session, which loses
    // what was typed and broke e2e tests at random. tests/unit/dev-deps.test.ts keeps the list complete.
    optimizeDeps: { include: [...DEV_PREBUNDLED] },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'] },
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
  };
});
