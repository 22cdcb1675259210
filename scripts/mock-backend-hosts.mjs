// The production build pointed at the mock backend run as an HTTP server (`mocks/server.ts`): used by
// `npm run audit:lighthouse -- --backend server` and the e2e project 'production', so both build
// and serve the app the same way. Plain JavaScript (types in mock-backend-hosts.d.mts) for the .mjs
// script and playwright.config.ts alike.

/** The build's hosts that the mock server stands in for: the API, the hub and the CDN. */
const HOST_KEYS = ['VITE_API_BASE_URL', 'VITE_API_BASE_URL_TEST', 'VITE_HUB_URL', 'VITE_HUB_URL_TEST', 'VITE_CDN_BASE_URL'];

/** `vite build`'s environment for a production build whose hosts are all `origin`. */
export function buildEnvForMockServer(origin) {
  return Object.fromEntries(HOST_KEYS.map((key) => [key, origin]));
}

/** `mocks/server.ts`'s environment: on `port`, as the brand 'localhost', with real bet delays. */
export function mockServerEnv(port) {
  return { MOCK_PORT: String(port), MOCK_BRAND: 'localhost', MOCK_BET_DELAY: '1' };
}

/** The e2e project 'production''s mock server (playwright.config.ts starts it; its tests drive it). */
export const E2E_PRODUCTION_BACKEND_PORT = Number(process.env.E2E_PRODUCTION_BACKEND_PORT || 4177);
export const E2E_PRODUCTION_BACKEND = `http://127.0.0.1:${E2E_PRODUCTION_BACKEND_PORT}`;

/** The address that answers once the mock server is up. */
export const MOCK_SERVER_PROBE = '/__mock/faults';
