import type { AppConfig } from '@/config/env';
import { usesTestHub, type SiteAddress } from '@/lib/hosts';

// docs/product.md §7 and §9.

export const HUB_PATH = '/teslahub';
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
/** Ours, not docs/product.md's: docs/decisions/0018-realtime-reconnect-and-revival.md */
export const REVIVE_DELAY_MS = 60_000;
export const SERVER_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_MS = 15_000;
export const HTTP_TIMEOUT_MS = 100_000;

/** The test hub on a test site (docs/product.md §7), else the production hub. */
export function hubUrlFor(address: SiteAddress, hubUrl: AppConfig['hubUrl']): string {
  return `${usesTestHub(address) ? hubUrl.test : hubUrl.production}${HUB_PATH}`;
}

/** RegisterClient's Browser field: name and version from the user agent (docs/product.md §3). */
export function browserNameAndVersion(userAgent: string): string {
  const patterns: [string, RegExp][] = [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, pattern] of patterns) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'Unknown';
}
