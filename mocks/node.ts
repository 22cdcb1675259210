// For Vitest: no real bet delays, and still prices unless a test asks for movement.
import { setupServer } from 'msw/node';
import { controlHandlers } from './control';
import { handlers } from './handlers';
import { hubHandlers } from './hub/msw';
import { setOddsStream } from './hub/odds-stream';
import { setBetDelayScale } from './runtime-settings';

setBetDelayScale(0);
setOddsStream(false);

export const server = setupServer(...handlers, ...hubHandlers, ...controlHandlers);

export { resetDb, setNow } from './db';
export { clearFaults, setFaults, type FaultRule } from './faults';
export { setOddsStream, stepOddsStream } from './hub/odds-stream';
export { setBetDelayScale } from './runtime-settings';
