// Every package the browser code (src/ and the in-browser mock) imports at run time: vite.config.ts
// pre-bundles them before the dev server serves its first page (optimizeDeps.include), and
// tests/unit/dev-deps.test.ts fails when an import is missing here.
export const DEV_PREBUNDLED = [
  '@hookform/resolvers/zod',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@microsoft/signalr',
  '@tanstack/react-query',
  'dompurify',
  'msw',
  'msw/browser',
  'react',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react-router',
  'react-router/dom',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'zod',
  'zod/mini',
  'zod/v4/core',
  'zod/v4/locales/en.js',
] as const;
