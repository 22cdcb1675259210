import { stripHtml } from '@/lib/sanitize';

// docs/product.md §5 strips HTML from every API response. A few fields are HTML by contract, and stripping them
// would turn formatted text into run-together words: Bonus.termsHtml ("Operator-written HTML:
// sanitise before rendering", openapi/exchange.yaml). Those keep their markup here, in the answers of
// the operations listed, and the screen renders them only through DOMPurify with a small allowlist
// (src/lib/safe-html.ts): never raw. Every other string is stripped as before.

/** Per operation path (as in the OpenAPI file): the property names whose values stay HTML. */
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

/** A response body with HTML stripped from every string (docs/product.md §5), except the HTML fields of the
 * operation at `operationPath` (e.g. '/Bonus/GetBonuses'). */
export function stripResponseHtml(operationPath: string, body: unknown): unknown {
  const fields = HTML_FIELDS[operationPath];
  return strip(body, fields ? new Set(fields) : NONE);
}
