// The production build pointed at the mock server, for audit:lighthouse and the e2e project 'production'.

const HOST_KEYS = ['VITE_API_BASE_URL', 'VITE_API_BASE_URL_TEST', 'VITE_HUB_URL', 'VITE_HUB_URL_TEST', 'VITE_CDN_BASE_URL'];

export function buildEnvForMockServer(origin) {
  return Object.fromEntries(HOST_KEYS.map((key) => [key, origin]));
}

export function mockServerEnv(port) {
  return { MOCK_PORT: String(port), MOCK_BRAND: 'localhost', MOCK_BET_DELAY: '1' };
}

export const E2E_PRODUCTION_BACKEND_PORT = Number(process.env.E2E_PRODUCTION_BACKEND_PORT || 4177);
export const E2E_PRODUCTION_BACKEND = `http://127.0.0.1:${E2E_PRODUCTION_BACKEND_PORT}`;

export const MOCK_SERVER_PROBE = '/__mock/faults';
