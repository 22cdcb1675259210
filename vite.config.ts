/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, loadEnv, type Plugin, type Rollup, type UserConfig } from 'vite';
import { buildCsp, cspOriginsFromEnv, defaultApiBaseUrl, injectCspMeta } from './scripts/csp-policy.mjs';
import { bootShell } from './scripts/boot-shell-plugin';
import { compileHints } from './scripts/compile-hints-plugin';
import { stacklessEvaluation } from './scripts/stackless-evaluation-plugin';
import { recordBuildOutDir } from './scripts/check-secrets.mjs';
import { devBootPreload } from './scripts/dev-boot-preload-plugin';
import { DEV_PREBUNDLED } from './scripts/dev-prebundled';
import { earlyLoadsScript } from './scripts/early-loads-plugin';
import { LANDING_SCREEN, landingPreload } from './scripts/landing-preload-plugin';
import { linguiMacros } from './scripts/lingui-plugin';
import { pageLoadedPreloads } from './scripts/page-loaded-plugin';
import { serviceWorker } from './scripts/service-worker-plugin';

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined),
  );
}

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/** The generated client's Server-Sent Events client: dead code here (src/api/no-server-sent-events.ts says why). */
const noServerSentEvents = {
  find: /^\.\.\/core\/serverSentEvents\.gen$/,
  replacement: fileURLToPath(new URL('./src/api/no-server-sent-events.ts', import.meta.url)),
};

/** zod's classic API and its JSON Schema output: loaded with the screens and schemas that use them. */
const CLASSIC_ZOD =
  /[\\/]node_modules[\\/]zod[\\/](index\.js|v4[\\/]index\.js|v4[\\/]classic[\\/]|v4[\\/]core[\\/](to-json-schema|json-schema-processors|memoizer)\.js)/;

/** A source file of the app that imports zod's classic API at run time ('zod', not 'zod/mini'). */
function usesClassicZod(id: string): boolean {
  if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return false;
  return /^import (?!type )[^;]*from 'zod';/m.test(readFileSync(id, 'utf8'));
}

const classicZodVerdicts = new Map<string, boolean>();
/** zod's classic API, or an app file that imports it: kept out of the boot and the app chunks. Both
 * groups ask for every module, so a file is read once per build, not once per group. */
function isClassicZod(id: string): boolean {
  let verdict = classicZodVerdicts.get(id);
  if (verdict === undefined) {
    verdict = CLASSIC_ZOD.test(id) || usesClassicZod(id);
    classicZodVerdicts.set(id, verdict);
  }
  return verdict;
}

/** The app the boot chunk (src/app/main.tsx, index.html's script) imports once the first screen is painted. */
const APP_ENTRY = 'src/app/start-app.tsx';
/** The name of its chunk (the code-splitting group below; scripts/size-budget.mjs finds it by it). */
const APP_CHUNK = 'app';

/**
 * The modules the app (src/app/start-app.tsx) and the landing screen run from their static imports,
 * for the code-splitting group `app` below, which puts them in one chunk as the `boot` group does for
 * the boot chunk's. The landing screen's modules are there because every first page preloads them
 * anyway: in ten small chunks of their own they cost 3.6 KB gzip more than in the app's.
 * rolldown's `$initial` tag names them only for a user-defined entry, and the app is the boot's
 * dynamic import; making it an entry of the same build as well made rolldown tie the two chunks to
 * each other (each imported the other). So a first pass builds the app alone, as the one entry, in
 * memory (about 2 s), and its entry chunk's modules are the set: what the app's code uses, not every
 * module its barrels name (those would bring ~60 KB gzip of lazily loaded screens' code along).
 */
function appGraph(mode: string): { plugin: Plugin; has: (id: string) => boolean } {
  let app = new Set<string>();
  return {
    has: (id) => app.has(id),
    plugin: {
      name: 'exchange:app-graph',
      apply: 'build',
      async buildStart() {
        app = new Set();
        const { build } = await import('vite');
        const result = await build({ ...appConfig('build', mode, 'app-graph'), configFile: false, logLevel: 'silent' });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []));
        const chunks = outputs.filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        // The landing page's screen (docs/product.md §9: / is /matchlist/3), which every first page
        // preloads (scripts/landing-preload-plugin.ts): in the app's chunk rather than in ten small ones.
        const landing = chunks.find((chunk) => chunk.moduleIds.some((id) => LANDING_SCREEN.test(id)));
        if (!entry || !landing) throw new Error(`app graph: the first pass built no chunk for ${entry ? 'the landing screen' : APP_ENTRY}`);
        // The entry chunk and the landing screen's, with the chunks they import statically.
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const seen = new Set<string>();
        const queue = [entry.fileName, landing.fileName];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          const chunk = byName.get(file);
          if (seen.has(file) || !chunk) continue;
          seen.add(file);
          chunk.moduleIds.forEach((id) => app.add(id));
          queue.push(...chunk.imports);
        }
      },
    },
  };
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

/** The configuration; `pass` 'app-graph' is appGraph's first pass (the app alone, in memory). */
function appConfig(command: 'build' | 'serve', mode: string, pass: 'full' | 'app-graph' = 'full'): UserConfig {
  const root = fileURLToPath(new URL('.', import.meta.url));
  if (mode === MOCK_MODE) {
    // Variables set in the shell still win, as they do for every mode.
    for (const [key, value] of Object.entries(loadEnv('development', root, 'VITE_'))) process.env[key] ??= value;
  }
  const env = { ...loadEnv(mode, root, 'VITE_'), ...pickViteEnv(process.env) };
  const mocking = env.VITE_MOCKING === 'on';
  const harness = mode === HARNESS_MODE;
  const graphPass = pass === 'app-graph';
  // A bench harness is one chunk (scripts/bench-harness.ts): it has no boot and no app to tell apart.
  const app = harness || graphPass ? null : appGraph(mode);
  const preloads = app ? pageLoadedPreloads() : null;
  return {
    // The landing screen's preload, the style sheet that does not block the boot frame and the compile
    // hints on the first visit's chunks: every build of the app. The early loads, the production service worker and the manifest: `npm run build`
    // only, not the mock build (MSW's, whose backend is in the page). None for a bench harness.
    plugins: [
      ...linguiMacros({ failOnMissing: command === 'build' }),
      react(),
      ...(graphPass ? [] : [contentSecurityPolicy(root, env)]),
      ...(app
        ? [app.plugin, recordOutDir(root), landingPreload(), bootShell(), stacklessEvaluation(APP_CHUNK), compileHints(APP_CHUNK)]
        : []),
      ...(preloads ? [preloads.plugin] : []),
      devBootPreload(),
      ...(mocking || !app ? [] : [earlyLoadsScript(env), serviceWorker()]),
    ],
    // The dev server and the mock build run MSW in the browser: its cookie store's public suffix list
    // (tldts) is replaced by mocks/shims/tldts.ts (the mock sets no cookies). `npm run build` has no MSW.
    resolve: {
      alias: [
        ...Object.entries(
          command === 'serve' || mocking ? { ...alias, tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) } : alias,
        ).map(([find, replacement]) => ({ find, replacement })),
        ...(command === 'build' ? [noServerSentEvents] : []),
      ],
    },
    // The MSW worker script lives with the mocks and is served by the dev server and the mock build
    // only: a production build (`npm run build`) never contains mockServiceWorker.js.
    publicDir: command === 'serve' || mocking ? 'mocks/public' : 'public',
    // The manifest lets scripts/size-budget.mjs follow what the first route really loads.
    build: {
      ...(graphPass ? { write: false } : {}),
      manifest: !graphPass,
      // Every browser the app supports (Vite's default target: Chrome 107+, Safari 16+, Firefox 104+)
      // runs module scripts; those without `modulepreload` (Safari 16) still load every chunk when it
      // is imported, only not ahead. The polyfill cost every first visit 0.6 KB gzip. The lists of
      // files an import() preloads leave out what the page has loaded already (scripts/page-loaded-plugin.ts).
      modulePreload: { polyfill: false, ...(preloads ? { resolveDependencies: preloads.resolveDependencies } : {}) },
      outDir: mode === MOCK_MODE ? 'dist-mock' : 'dist',
      rolldownOptions: {
        // The first pass keeps the app's export, or its code would be shaken away with it.
        ...(graphPass ? { input: path.join(root, APP_ENTRY), preserveEntrySignatures: 'exports-only' as const } : {}),
        // The generated zod/mini schemas (scripts/mini-schemas-namespace.mjs) are pure: the first route
        // keeps only those it uses.
        treeshake: { manualPureFunctions: ['zodMiniSchema'] },
        // `npm start` bundles the app (`vite --experimental-bundle`): every chunk at once, not each dynamic
        // import bundled on its first request and again for each reloaded page (docs/decisions/0021-the-developers-reload.md).
        ...(command === 'serve' ? { experimental: { devMode: { lazy: false } } } : {}),
        output: {
          // Seven characters of content hash, not rolldown's eight (seven is the fewest it allows for this
          // many files): every file of a build still gets a name of its own for caching, and the app's
          // chunk names ~100 files in its lists of what each import() loads, each hash incompressible
          // (first-route JS −201 bytes gzip). For the same lists, and the early-loads script's list of the
          // market screen's chunks, a lazily loaded chunk or sheet is named by its hash alone: the module
          // names were ~1.4 KB gzip of the first route (docs/performance.md "What keeps the first route
          // small"). The entry (index), the app's chunk and their sheets keep theirs; the build's manifest
          // (dist/.vite/manifest.json) names the module of every file, and `npm run size` lists the route
          // chunks by module.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: (chunk) => (chunk.name === APP_CHUNK ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
          assetFileNames: (asset) =>
            asset.names.some((name) => /^(index|app|early-loads)\./.test(name))
              ? 'assets/[name]-[hash:7][extname]'
              : 'assets/[hash:7][extname]',
          // The first pass (appGraph) splits as rolldown does by itself: the entry's chunk and the chunks it
          // imports statically are what the app runs from its static imports.
          codeSplitting: graphPass
            ? true
            : {
                // The boot chunk (src/app/main.tsx): what the entry imports statically, zod's core and zod/mini
                // among it. Its first import, src/app/zod-config.ts, sets zod's jitless mode as the chunk
                // runs, before anything parses (and probes eval under the CSP). zod's classic API (which
                // imports the core from this chunk) and its JSON Schema output load with the screens and
                // schemas that use them. One chunk, not the ~40 small shared chunks the automatic splitting
                // makes of it, which compress worse (first-route JS 174 → 159 KB gzip, when it was the whole
                // app). Lazily loaded screens keep their own chunks. The tag follows every static import,
                // barrels included, so what only lazily loaded screens run (zod's classic API and the forms'
                // schemas) is kept out by name, and the group takes no dependencies along;
                // tests/e2e/built-app.spec.ts runs the result.
                groups: [
                  { name: 'boot', tags: ['$initial'], includeDependenciesRecursively: false, test: (id) => !isClassicZod(id) },
                  // The app the boot chunk imports (src/app/start-app.tsx): what it and the landing screen run
                  // from their static imports (appGraph), less the boot chunk's own, in one chunk.
                  ...(app
                    ? [{ name: APP_CHUNK, includeDependenciesRecursively: false, test: (id: string) => app.has(id) && !isClassicZod(id) }]
                    : []),
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
            variables: {
              'mantine-breakpoint-xs': '36em',
              'mantine-breakpoint-sm': '48em',
              'mantine-breakpoint-md': '62em',
              'mantine-breakpoint-lg': '75em',
              'mantine-breakpoint-xl': '88em',
            },
          }),
        ],
      },
    },
    // `.localhost` hosts: the e2e tests serve the mock brands under their own names (tests/e2e/support.ts brandUrl).
    // The builds' folders are not the dev server's: the e2e run builds dist-mock/ (project 'built')
    // while the dev server serves the other tests, and a written .html there made Vite reload every
    // open page mid-test.
    server: {
      port: 5173,
      strictPort: true,
      host: '127.0.0.1',
      allowedHosts: ['.localhost'],
      watch: { ignored: ['**/dist/**', '**/dist-mock/**', '**/dist-lighthouse/**', '**/dist-production/**'] },
    },
    // Every package the app and the in-browser mock import, bundled before the first page is served.
    // Left to discovery, a package first met in a lazily loaded screen (zod's classic API, SignalR,
    // react-hook-form) makes the dev server re-bundle and reload the open page mid-session, which loses
    // what was typed and broke e2e tests at random. tests/unit/dev-deps.test.ts keeps the list complete.
    optimizeDeps: { include: [...DEV_PREBUNDLED] },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'] },
    test: {
      // Pact's native core phones home unless told not to.
      env: { PACT_DO_NOT_TRACK: 'true' },
      // A worker a core: Vitest's default leaves one core to its main process, which on CI's two ran the
      // files one at a time (docs/toolchain.md "The tests' running time").
      maxWorkers: '100%',
      // Worker threads, not forked processes: 10–30 % less time for the same files (docs/toolchain.md).
      // The Pact projects keep their forks.
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            // jsdom costs ~0.6 s a file: a file that renders or reads the DOM says `@vitest-environment jsdom`.
            environment: 'node',
            setupFiles: ['tests/setup/dom.ts'],
            // The rule tests parse every source file: a guard against a hang, not a speed target.
            testTimeout: 20_000,
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
}

export default defineConfig(({ command, mode }) => appConfig(command, mode));
