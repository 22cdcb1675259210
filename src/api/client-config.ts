// The type from the client's own folder, not from generated/client.gen.ts: that file imports this one, and
// a type imported back would close a circle (tests/unit/import-cycles.test.ts).
import type { CreateClientConfig } from './generated/client';
import type { ClientOptions } from './generated/types.gen';

// The generated client's initial configuration. Everything dynamic (base URL, bearer, interceptors)
// is installed by src/api/runtime.ts; this only sets what must be there from the first request.
export const createClientConfig: CreateClientConfig<ClientOptions> = (config) => ({
  ...config,
  throwOnError: true,
});
