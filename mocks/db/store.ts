// The one live state object. Handlers read it per request through getState(), so resetDb() (tests,
// provider states, the reset control) takes effect at once everywhere.
import { createSeed } from './seed';
import type { MockState } from './types';

let current: MockState = createSeed();

export function getState(): MockState {
  return current;
}

export function resetDb(): MockState {
  current = createSeed();
  return current;
}
