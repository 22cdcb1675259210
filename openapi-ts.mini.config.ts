import { defineConfig } from '@hey-api/openapi-ts';
import { zodMiniResolvers } from './scripts/openapi-ts-wire';

// The second step of `npm run generate`, after openapi-ts.config.ts (which wipes src/api/generated/):
// the same zod schemas for zod/mini in src/api/generated/mini/zod.gen.ts. The first route parses the
// stored session and its local copies with these (the first route has a size budget): zod/mini is a
// fraction of zod's size, and the full zod.gen.ts then loads only on demand.
export default defineConfig({
  input: './openapi/exchange.yaml',
  output: { path: 'src/api/generated/mini', postProcess: [] },
  logs: { level: 'warn' },
  plugins: [{ name: 'zod', compatibilityVersion: 'mini', dates: { local: true, offset: true }, '~resolvers': zodMiniResolvers }],
});
