import { defineConfig } from '@hey-api/openapi-ts';
import { typescriptResolvers, zodResolvers } from './scripts/openapi-ts-wire';

// Generates src/api/generated/ (wiped on every run, never committed) from the hand-written
// OpenAPI description. The hand-written runtime around it lives in src/api/.
export default defineConfig({
  input: './openapi/exchange.yaml',
  output: { path: 'src/api/generated', postProcess: [] },
  logs: { level: 'warn' },
  plugins: [
    // runtimeConfigPath is relative to the project's root (this file), not to the output folder.
    { name: '@hey-api/client-fetch', runtimeConfigPath: './src/api/client-config', baseUrl: false },
    // Numbers the backend sends as text (format: decimal-text): scripts/openapi-ts-wire.ts.
    { name: '@hey-api/typescript', '~resolvers': typescriptResolvers },
    { name: 'zod', dates: { local: true, offset: true }, '~resolvers': zodResolvers },
    // No inline validators: they would import every zod schema into the first route, which has a size
    // budget. src/api/validation.ts validates requests and responses with the zod/mini schemas
    // (openapi-ts.mini.config.ts), by the names scripts/generate-validators.mjs writes after this run
    // (npm run generate).
    { name: '@hey-api/sdk', validator: false },
    '@tanstack/react-query',
  ],
});
