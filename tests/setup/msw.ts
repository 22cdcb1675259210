import { configure } from '@testing-library/react';
// Integration tests run against the whole mock backend in-process (msw/node). Every test starts
// from the seed with no faults; a request no handler knows fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearFaults, resetDb, server } from '../../mocks/node';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  clearFaults();
});
afterAll(() => server.close());

// The app's layout renders before a screen's lazily loaded module arrives (src/app/screen-outlet.tsx),
// and the first screen of a file is transformed on demand: queries that wait for it get 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });
