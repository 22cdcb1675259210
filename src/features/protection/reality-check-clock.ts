import * as z from 'zod/mini';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import type { RealityCheckClock } from './model/reality-check';

const clockSchema = z.object({
  user: z.string(),
  loginAt: z.number(),
  dueAt: z.number(),
  shownBy: z.nullable(z.string()),
  shownAt: z.nullable(z.number()),
});

/** Shared by every tab; a logout clears it with the session. */
export function readClock(): RealityCheckClock | null {
  return readJson(storageKeys.realityCheck, clockSchema);
}

export function writeClock(clock: RealityCheckClock): void {
  writeJson(storageKeys.realityCheck, clock);
}

/** Which tab claimed the dialog. */
export const TAB_ID = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());
