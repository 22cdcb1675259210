// docs/product.md §4, §9.

export function expiryTime(nowMs: number, expireInSeconds: number): number {
  return nowMs + expireInSeconds * 1000;
}

export function parseStoredExpiry(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The server compares expiresAt > now. */
export function hasExpired(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs !== null && nowMs >= expiresAtMs;
}
