/** The provider's main API host (spec §7), the last fallback. Matches servers[0] in openapi/exchange.yaml. */
export const DEFAULT_API_BASE_URL = 'https://api.exchange.example';

/** Spec §7: the stored baseUrl (from the domain settings) wins, then the configured one, then the default. */
export function resolveApiBaseUrl(stored: string | null | undefined, configured: string | undefined): string {
  const pick = [stored, configured].find((candidate) => typeof candidate === 'string' && /^https?:\/\/\S+$/i.test(candidate.trim()));
  return (pick ?? DEFAULT_API_BASE_URL).trim().replace(/\/+$/, '');
}
