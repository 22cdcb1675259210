export { createSeed } from './seed';
export { getState, resetDb } from './state';
export { advanceClock, now, nowMs, setNow } from './clock';
export { onMockEvent, type MockEvent } from './events';
export type { MockState } from './types';
export * as seedConstants from './seed/constants';
