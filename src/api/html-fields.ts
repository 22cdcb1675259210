import { stripHtml } from '@/lib/sanitize';

// HTML-by-contract fields keep it, rendered only through src/lib/safe-html.ts.
// Why: docs/decisions/0011-api-runtime.md

export const HTML_FIELDS: Readonly<Record<string, readonly string[]>> = {
  '/Bonus/GetBonuses': ['termsHtml'],
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function strip(value: unknown, keep: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return stripHtml(value);
  if (Array.isArray(value)) return value.map((item) => strip(item, keep));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = typeof item === 'string' && keep.has(key) ? item : strip(item, keep);
    return out;
  }
  return value;
}

const NONE: ReadonlySet<string> = new Set();

/** docs/product.md §5 */
export function stripResponseHtml(operationPath: string, body: unknown): unknown {
  const fields = HTML_FIELDS[operationPath];
  return strip(body, fields ? new Set(fields) : NONE);
}
