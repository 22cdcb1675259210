// Integration tests run against the whole mock backend in-process (msw/node). Every test starts
// from the seed with no faults; a request no handler knows fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearFaults, resetDb, server } from '../../mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  clearFaults();
});
afterAll(() => server.close());
