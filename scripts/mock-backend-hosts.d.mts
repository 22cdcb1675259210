// Types of scripts/mock-backend-hosts.mjs (the production build against the mock server).

export function buildEnvForMockServer(origin: string): Record<string, string>;
export function mockServerEnv(port: number): Record<string, string>;
export const MOCK_SERVER_PROBE: string;
export const E2E_PRODUCTION_BACKEND_PORT: number;
export const E2E_PRODUCTION_BACKEND: string;
