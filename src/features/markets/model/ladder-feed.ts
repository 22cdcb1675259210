import { watchLadder } from '@/features/realtime';
import type { LadderBook } from './ladder-rows';

/** Each new book of the runner, until the returned function is called. */
export type LadderFeed = (marketId: number, runnerId: number, listener: (book: LadderBook) => void) => () => void;

export const hubLadderFeed: LadderFeed = watchLadder;
