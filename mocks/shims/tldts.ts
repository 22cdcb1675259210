// Stand-in for `tldts` without the public suffix list: docs/decisions/0019-the-mocks-cost-in-the-browser.md

/** 'www.example.co.uk' → 'co.uk' (no suffix list), 'localhost' and IP addresses → null. */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
