// Spec §5: what leaves for the API (relative URLs only) is stripped of HTML tags with their
// attributes, SQL quote characters, comment markers, semicolons and SQL keywords (whole words, so
// 'selection' and 'Fromage' survive); what comes back from the API is stripped of HTML only.
// Pure and framework-free; applied by src/api's interceptors.

const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// A tag is '<' + optional '/' or '!' + a letter, up to the next '>' (attributes included). A lone
// '<' as in '2 < 3' is not a tag and stays.
const HTML_TAG = /<\/?[a-zA-Z!][^<>]*>/g;
const SQL_CHARACTERS = /--|\/\*|\*\/|['"`;]/g;
export const SQL_KEYWORDS = ['select', 'insert', 'delete', 'update', 'drop', 'union', 'where', 'like', 'exec', 'from', 'table'] as const;
const SQL_KEYWORD = new RegExp(`\\b(?:${SQL_KEYWORDS.join('|')})\\b`, 'gi');

/** HTML comments and tags removed, repeated until stable so '<scr<script>ipt>' leaves no tag. */
export function stripHtml(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(HTML_COMMENT, '').replace(HTML_TAG, '');
  } while (current !== previous);
  return current;
}

export function sanitizeOutgoingText(text: string): string {
  let previous: string;
  let current = text;
  // Repeat until stable: removing one piece must not assemble another ('<scr<b>ipt>', 'sel--ect').
  do {
    previous = current;
    // Keywords before characters, so 'a;drop' loses 'drop' while ';' still marks the word's edge.
    current = stripHtml(current).replace(SQL_KEYWORD, '').replace(SQL_CHARACTERS, '');
  } while (current !== previous);
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Applies `clean` to every string inside plain objects and arrays; keys, numbers, booleans, null,
 * Blobs and other class instances pass through untouched. */
export function mapStrings(value: unknown, clean: (text: string) => string): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, clean));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapStrings(item, clean);
    return out;
  }
  return value;
}

export const sanitizeOutgoing = (value: unknown): unknown => mapStrings(value, sanitizeOutgoingText);
export const stripHtmlDeep = (value: unknown): unknown => mapStrings(value, stripHtml);
