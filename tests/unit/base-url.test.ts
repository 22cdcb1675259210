import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveApiBaseUrl } from '@/api/base-url';

describe('API base URL (docs/product.md §7)', () => {
  it.each([
    ['the stored baseUrl wins', 'https://stored.example/', 'https://configured.example', 'https://stored.example'],
    ['the configured one when nothing is stored', null, 'https://configured.example', 'https://configured.example'],
    ['the default host when neither is there', null, undefined, DEFAULT_API_BASE_URL],
    ['a blank stored value is ignored', '  ', 'https://configured.example', 'https://configured.example'],
    ['a stored value that is not a URL is ignored', 'undefined', 'https://configured.example', 'https://configured.example'],
    ['trailing slashes are dropped', 'https://stored.example///', undefined, 'https://stored.example'],
  ])('%s', (_name, stored, configured, expected) => {
    expect(resolveApiBaseUrl(stored, configured)).toBe(expected);
  });
});
