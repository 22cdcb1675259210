// docs/product.md §4, §9: the session expires at now + expireInSeconds × 1000 ms. The moment is stored as epoch
// milliseconds in expire_in (and as ISO text in expire_DateTime for people reading the storage).

export function expiryTime(nowMs: number, expireInSeconds: number): number {
  return nowMs + expireInSeconds * 1000;
}

/** The stored expire_in as epoch ms; null when absent or unreadable. */
export function parseStoredExpiry(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * docs/product.md §4 "On reload, if the stored expiry has passed…". At the expiry moment itself the token is no
 * longer valid (the server compares expiresAt > now). A session without a readable expiry is not
 * judged here: the token upkeep asks the server how long the token has left.
 */
export function hasExpired(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs !== null && nowMs >= expiresAtMs;
}
