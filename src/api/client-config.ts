import type { CreateClientConfig } from './generated/client.gen';

// The generated client's initial configuration. Everything dynamic (base URL, bearer, interceptors)
// is installed by src/api/runtime.ts; this only sets what must be there from the first request.
export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  throwOnError: true,
});
