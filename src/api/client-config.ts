// Not from client.gen.ts, which imports this file: a type imported back would close a circle.
import type { CreateClientConfig } from './generated/client';
import type { ClientOptions } from './generated/types.gen';

export const createClientConfig: CreateClientConfig<ClientOptions> = (config) => ({
  ...config,
  throwOnError: true,
});
