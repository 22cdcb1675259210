// A request's brand: the override, the page's host, Origin, Host, then the fallback brand.
import type { DomainSetting } from '../src/api/generated/types.gen';
import type { MockState } from './db';

/** Outlives resetDb(): ?mockBrand= or MOCK_BRAND. */
let brandOverride: string | null = null;

export function setBrandOverride(host: string | null): void {
  brandOverride = host ? host.trim().toLowerCase() : null;
}

export function getBrandOverride(): string | null {
  return brandOverride;
}

/** A loopback address is a developer's own machine: the localhost brand. */
function brandHost(host: string): string {
  return host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host) ? 'localhost' : host;
}

function hostOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return brandHost(new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase());
  } catch {
    return null;
  }
}

/** A service worker's requests need not carry an Origin header. */
let pageHost: string | null = null;

export function setPageHost(hostname: string | null): void {
  const host = hostname ? hostname.trim().toLowerCase() : null;
  pageHost = host !== null ? brandHost(host) : null;
}

export function resolveBrand(state: MockState, request: Request): DomainSetting {
  const candidates = [brandOverride, pageHost, hostOf(request.headers.get('origin')), hostOf(request.headers.get('host'))];
  for (const host of candidates) {
    const brand = host ? state.brands.get(host) : undefined;
    if (brand) return brand;
  }
  const fallback = state.brands.get(state.fallbackBrand) ?? state.brands.get('default');
  if (!fallback) throw new Error('The mock has no default brand');
  return fallback;
}
