import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependency direction (docs/architecture.md): lib ← api ← features ← app, config and lib at the bottom,
// components presentational (no API), mocks only reachable from the mock bootstrap.
const layers = {
  config: './src/config',
  lib: './src/lib',
  hooks: './src/hooks',
  api: './src/api',
  components: './src/components',
  features: './src/features',
  app: './src/app',
  mocks: './mocks',
};
const MOCK_BOOTSTRAP = './src/app/start-mocking.ts';

/** House rule: file names are kebab-case, with dotted suffixes ('price-store.ts',
 * 'odds.spec.ts', 'main-layout.module.css'), so a name is found the way it is said. */
const KEBAB_CASE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const house = {
  rules: {
    'kebab-case-file-name': {
      meta: { type: 'suggestion', schema: [], messages: { name: "File names are kebab-case ('{{ suggestion }}'), not '{{ name }}'." } },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        return {
          Program(node) {
            if (name.startsWith('<') || KEBAB_CASE_FILE.test(name)) return;
            const suggestion = name
              .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
              .replace(/[_\s]+/g, '-')
              .toLowerCase();
            context.report({ node, messageId: 'name', data: { name, suggestion } });
          },
        };
      },
    },
  },
};

const GENERATED_BARRELS = {
  group: ['@/api/generated/sdk/*', '@/api/generated/@tanstack/react-query/*'],
  message: "Import the generated SDK and query options from '@/api/generated/sdk.gen' and '@/api/generated/@tanstack/react-query.gen'.",
};
const IMPORT_PATTERNS = [
  // A feature's first-paint.ts is the boot chunk's way in (src/app/main.tsx): the modules a phone's
  // first paint needs, without the index.ts that would bring the whole feature into that chunk.
  {
    group: ['@/features/*/*', '!@/features/*/first-paint', '**/features/*/**', '!**/features/*/first-paint'],
    message: "Use another feature only through its index.ts ('@/features/<name>'), or from the boot chunk through its first-paint.ts.",
  },
  { group: ['**/mocks/**', '@mocks/*'], message: 'Mocks are reachable only from src/app/start-mocking.ts.' },
  // scripts/split-operations.mjs: one module per operation is for the bundler; code imports the barrels.
  GENERATED_BARRELS,
];
/** The player's money has one home (docs/architecture.md): open bets with balance and exposure,
 * expected P&L and limits are read and written only through features/wallet, so their generated keys
 * and options are used there alone. */
const MONEY_KEYS = {
  name: '@/api/generated/@tanstack/react-query.gen',
  importNames: [
    'getUserOpenBetsQueryKey',
    'getUserOpenBetsOptions',
    'getUserExpectedProfitLossQueryKey',
    'getUserExpectedProfitLossOptions',
    'getUserLimitsQueryKey',
    'getUserLimitsOptions',
  ],
  message: "The player's money has one home: use '@/features/wallet' (its queries, applyBalance, refreshAccount).",
};

export default tseslint.config(
  // mocks/public holds the MSW worker that `msw init` writes (npm start, the e2e web server): generated.
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-e2e',
      'dist-lighthouse',
      'dist-production',
      'dist-bench-language',
      'dist-bench-chart',
      '.scratch',
      'node_modules',
      'src/api/generated',
      'public',
      'mocks/public',
      'coverage',
      'test-results',
      'playwright-report',
      'contracts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, house },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'house/kebab-case-file-name': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: layers.config,
              from: [layers.lib, layers.api, layers.components, layers.features, layers.app, layers.mocks],
              message: 'config is the bottom layer.',
            },
            {
              target: layers.lib,
              from: [layers.hooks, layers.api, layers.components, layers.features, layers.app, layers.mocks],
              message: 'lib is framework-free and imports no app code.',
            },
            {
              target: layers.hooks,
              from: [layers.api, layers.components, layers.features, layers.app, layers.mocks],
              message: "hooks are React's view of lib: no API, no features.",
            },
            {
              target: layers.api,
              from: [layers.components, layers.features, layers.app, layers.mocks],
              message: 'api sits below features and app.',
            },
            {
              target: layers.components,
              from: [layers.api, layers.features, layers.app, layers.mocks],
              message: 'components are presentational: props in, no API calls, no features.',
            },
            { target: layers.features, from: [layers.app, layers.mocks], message: 'features are composed in app, never the other way.' },
            { target: layers.app, from: [layers.mocks], except: [], message: `only ${MOCK_BOOTSTRAP} may reach the mocks.` },
          ],
        },
      ],
    },
  },
  {
    // The one gate to the mocks; it is imported dynamically behind a build-time constant.
    files: ['src/app/start-mocking.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: IMPORT_PATTERNS, paths: [MONEY_KEYS] }] },
  },
  {
    // The player's money has its one home here (docs/architecture.md).
    files: ['src/features/wallet/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: IMPORT_PATTERNS }] },
  },
  {
    // The boot chunk's first paint calls two operations by their own modules: the SDK's barrel would
    // bring every operation into that chunk (docs/performance.md "The first screen before the app").
    files: ['src/app/boot/first-paint.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: IMPORT_PATTERNS.filter((pattern) => pattern !== GENERATED_BARRELS), paths: [MONEY_KEYS] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Only src/lib/storage.ts touches localStorage.' },
        { name: 'sessionStorage', message: 'Only src/lib/storage.ts touches sessionStorage.' },
        { name: 'fetch', message: 'Call the API through the generated SDK (src/api).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Only src/lib/storage.ts touches localStorage.' },
        { object: 'window', property: 'sessionStorage', message: 'Only src/lib/storage.ts touches sessionStorage.' },
      ],
    },
  },
  {
    // lib is framework-free: React's view of it lives in src/hooks.
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: IMPORT_PATTERNS,
          paths: [
            MONEY_KEYS,
            { name: 'react', message: 'lib is framework-free: put the hook in src/hooks.' },
            { name: 'react-dom', message: 'lib is framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Only src/lib/storage.ts touches localStorage.' },
        { name: 'sessionStorage', message: 'Only src/lib/storage.ts touches sessionStorage.' },
      ],
    },
  },
  {
    // The production service worker fetches its own build's files (the page and its chunks), never the API.
    files: ['src/features/pwa/service-worker.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'localStorage', message: 'A service worker has no localStorage.' }] },
  },
  {
    files: ['src/lib/storage.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/app/start-mocking.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**', 'mocks/**', 'scripts/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
