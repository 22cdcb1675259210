// The in-browser mock's stand-in for `tldts` (vite.config.ts aliases it for the dev server and the
// mock build only). MSW's cookie store (tough-cookie) asks tldts for a host's registrable domain,
// which tldts answers from the whole public suffix list: ~90 KB gzip and about a second of a throttled
// phone's CPU before the mock can start (it showed in Lighthouse's figures). The mock backend sets
// no cookies (the API authenticates with a bearer token), so the last two labels of a name
// are answer enough.

/** 'www.example.co.uk' → 'co.uk' (no suffix list), 'localhost' and IP addresses → null. */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
