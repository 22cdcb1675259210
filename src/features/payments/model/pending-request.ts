// The client reference of a deposit or withdrawal request not yet known received (openapi
// DepositWithdrawalRequest.clientRef), kept for the tab's session: a reload after a lost answer must
// not give the same request a new reference, or sending it again could hold the amount twice.
import * as z from 'zod/mini';
import { newClientRef } from '@/lib/client-ref';
import { readSessionJson, sessionKeys, writeSessionJson } from '@/lib/storage';

/** DepositWithdrawalRequest.type: "1" deposit, "2" withdrawal. */
export type RequestType = '1' | '2';

const zPending = z.object({ digest: z.string(), clientRef: z.string() });
const zPendingRequests = z.object({ '1': z.optional(zPending), '2': z.optional(zPending) });
type PendingRequests = z.infer<typeof zPendingRequests>;

/**
 * A digest of what names a request (amount, method, payout details), so the same request is told
 * again without the player's bank details kept in storage. Not a secret: cyrb53, 53 bits, so two
 * different requests share one only by a chance of 2^-53.
 */
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

/**
 * The client reference to send the request named by `key` with: the one kept for it, or a new one
 * kept from now on. A different request of the same type (the form changed) replaces the kept one.
 */
export function clientRefFor(type: RequestType, key: string, makeRef: () => string = newClientRef): string {
  const pending = load();
  const digest = requestDigest(key);
  const kept = pending[type];
  if (kept?.digest === digest) return kept.clientRef;
  const clientRef = makeRef();
  writeSessionJson(sessionKeys.paymentRequests, { ...pending, [type]: { digest, clientRef } });
  return clientRef;
}

/** The request sent with `clientRef` is known received: the next request, the same or not, is a new one. */
export function requestReceived(type: RequestType, clientRef: string): void {
  const pending = load();
  if (pending[type]?.clientRef !== clientRef) return;
  const { [type]: _received, ...rest } = pending;
  writeSessionJson(sessionKeys.paymentRequests, rest);
}
