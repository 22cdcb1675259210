import { plural, t } from '@lingui/core/macro';

// docs/product.md §5, applied by src/api's interceptors.

const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// A lone '<' as in '2 < 3' is not a tag and stays.
const HTML_TAG = /<\/?[a-zA-Z!][^<>]*>/g;
const SQL_CHARACTERS = /--|\/\*|\*\/|['"`;]/g;
export const SQL_KEYWORDS = ['select', 'insert', 'delete', 'update', 'drop', 'union', 'where', 'like', 'exec', 'from', 'table'] as const;
const SQL_KEYWORD = new RegExp(`\\b(?:${SQL_KEYWORDS.join('|')})\\b`, 'gi');

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
  // Until stable: removing one piece must not assemble another ('sel--ect').
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

export interface SanitiserRemovals {
  words: string[];
  characters: string[];
  html: boolean;
}

export function sanitiserRemovals(text: string): SanitiserRemovals {
  const words: string[] = [];
  const characters: string[] = [];
  let html = false;
  const note = (list: string[], found: string) => {
    if (!list.some((seen) => seen.toLowerCase() === found.toLowerCase())) list.push(found);
  };
  let previous: string;
  let current = text;
  do {
    previous = current;
    const stripped = stripHtml(current);
    if (stripped !== current) html = true;
    current = stripped
      .replace(SQL_KEYWORD, (word) => {
        note(words, word);
        return '';
      })
      .replace(SQL_CHARACTERS, (found) => {
        note(characters, found);
        return '';
      });
  } while (current !== previous);
  return { words, characters, html };
}

export function sanitiserChanges(text: string): boolean {
  return sanitizeOutgoingText(text) !== text;
}

const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`);

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  return t`${head} or ${last}`;
}

/** In English; sanitiserRuleText() translates it. */
export const SANITISER_RULE_TEXT = `Not allowed: the words ${SQL_KEYWORDS.join(', ')}; quotes (' " \`), semicolons, -- /* */ and HTML tags.`;

/** The words stay as typed: they are what is refused. */
export function sanitiserRuleText(): string {
  const keywords = SQL_KEYWORDS.join(', ');
  return t`Not allowed: the words ${keywords}; quotes (' " \`), semicolons, -- /* */ and HTML tags.`;
}

/** Forms refuse what would be sent other than typed. */
export function sanitiserProblem(field: string, text: string): string | null {
  if (!sanitiserChanges(text)) return null;
  const { words, characters, html } = sanitiserRemovals(text);
  const found = [...quoted(words), ...quoted(characters), ...(html ? [t`HTML tags`] : [])];
  const onlyWords = characters.length === 0 && !html;
  const list = joinOr(found);
  const what = onlyWords ? plural(words.length, { one: `the word ${list}`, other: `the words ${list}` }) : list;
  const rule = sanitiserRuleText();
  return t`${field} cannot contain ${what}. ${rule}`;
}
export const stripHtmlDeep = (value: unknown): unknown => mapStrings(value, stripHtml);
