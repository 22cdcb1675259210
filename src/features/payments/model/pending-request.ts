// Kept for the tab's session, reloads included. Why: docs/decisions/0008-lost-answers-and-client-references.md
import * as z from 'zod/mini';
import { newClientRef } from '@/lib/client-ref';
import { readSessionJson, sessionKeys, writeSessionJson } from '@/lib/storage';

export type RequestType = '1' | '2';

const zPending = z.object({ digest: z.string(), clientRef: z.string() });
const zPendingRequests = z.object({ '1': z.optional(zPending), '2': z.optional(zPending) });
type PendingRequests = z.infer<typeof zPendingRequests>;

/** cyrb53: tells the same request again without storing bank details; not a secret. */
function requestDigest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const load = (): PendingRequests => readSessionJson(sessionKeys.paymentRequests, zPendingRequests) ?? {};

/** A different request of the same type replaces the kept reference. */
export function clientRefFor(type: RequestType, key: string, makeRef: () => string = newClientRef): string {
  const pending = load();
  const digest = requestDigest(key);
  const kept = pending[type];
  if (kept?.digest === digest) return kept.clientRef;
  const clientRef = makeRef();
  writeSessionJson(sessionKeys.paymentRequests, { ...pending, [type]: { digest, clientRef } });
  return clientRef;
}

export function requestReceived(type: RequestType, clientRef: string): void {
  const pending = load();
  if (pending[type]?.clientRef !== clientRef) return;
  const { [type]: _received, ...rest } = pending;
  writeSessionJson(sessionKeys.paymentRequests, rest);
}
