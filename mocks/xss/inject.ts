// By field NAME wherever it sits, so a new screen is covered at once (docs/mock-backend.md).
import type * as z from 'zod';
import { xssCorpus, xssUrlPayloads } from './corpus';

export const XSS_TEXT_FIELDS: ReadonlySet<string> = new Set([
  // domain settings
  'domainTitle',
  'description',
  // events, competitions, markets, runners
  'title',
  'team1',
  'team2',
  'competitionName',
  'sportName',
  'displayName',
  'marketName',
  'runnerName',
  'runnername',
  'dreamMarketTypeName',
  'eventTitle',
  'winner',
  // bets and transactions
  'betTitle',
  'remarks',
  'statusName',
  // bonuses, casino games and categories
  'termsHtml',
  'name',
  'game',
  'category',
  // error messages (toasts, inline errors) and the ABP error details
  'message',
  'details',
]);

/** Fields holding an address the app may put in href/src. */
export const XSS_URL_FIELDS: ReadonlySet<string> = new Set(['supportLink', 'apkUrl', 'link', 'targetUrl', 'launchUrl', 'videoURL']);

const STORAGE_KEY = 'mockXss';

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

let enabled: boolean | undefined;

export function isXssOn(): boolean {
  enabled ??= sessionStore()?.getItem(STORAGE_KEY) === 'on';
  return enabled;
}

export function setXss(on: boolean): void {
  enabled = on;
  const store = sessionStore();
  if (on) store?.setItem(STORAGE_KEY, 'on');
  else store?.removeItem(STORAGE_KEY);
}

export interface XssStats {
  on: boolean;
  payloads: number;
  fields: string[];
  values: number;
  urlPayloads: number;
}

const seenFields = new Set<string>();
const seenUrlPayloads = new Set<number>();
let rewritten = 0;

export function xssStats(): XssStats {
  return {
    on: isXssOn(),
    payloads: xssCorpus.length,
    fields: [...seenFields].sort(),
    values: rewritten,
    urlPayloads: seenUrlPayloads.size,
  };
}

declare global {
  interface Window {
    __mockXssStats?: () => XssStats;
  }
}
if (typeof window !== 'undefined') window.__mockXssStats = xssStats;

export function resetXssStats(): void {
  seenFields.clear();
  seenUrlPayloads.clear();
  rewritten = 0;
}

export const XSS_TEXT_SUFFIX = xssCorpus.map((payload) => payload.text).join(' ');

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i += 1) value = (value * 31 + text.charCodeAt(i)) >>> 0;
  return value;
}

type Path = Array<string | number>;

interface Injection {
  path: Path;
  original: string;
  field: string;
  urlPayload?: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function rewrite(value: unknown, path: Path, injections: Injection[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => rewrite(item, [...path, index], injections));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && XSS_TEXT_FIELDS.has(key)) {
      injections.push({ path: [...path, key], original: item, field: key });
      out[key] = `${item} ${XSS_TEXT_SUFFIX}`;
    } else if (typeof item === 'string' && XSS_URL_FIELDS.has(key) && xssUrlPayloads.length > 0) {
      const payload = xssUrlPayloads[hash(`${key}:${item}`) % xssUrlPayloads.length];
      injections.push({ path: [...path, key], original: item, field: key, urlPayload: payload?.index });
      out[key] = payload?.text ?? item;
    } else {
      out[key] = rewrite(item, [...path, key], injections);
    }
  }
  return out;
}

function setAt(target: unknown, path: readonly PropertyKey[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  const last = path[path.length - 1];
  if (typeof node === 'object' && node !== null && last !== undefined) (node as Record<PropertyKey, unknown>)[last] = value;
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean =>
  a.length === b.length && a.every((key, index) => String(key) === String(b[index]));

/** Values `schema` refuses are put back, so the mock never breaks its own contract. */
export function injectXss(body: unknown, schema?: z.ZodType): { body: unknown; injected: number } {
  const injections: Injection[] = [];
  const next = rewrite(body, [], injections);
  let kept = injections;
  if (schema && injections.length > 0) {
    for (let pass = 0; pass < 3; pass += 1) {
      const checked = schema.safeParse(next);
      if (checked.success) break;
      const refused = kept.filter((injection) => checked.error.issues.some((issue) => samePath(issue.path, injection.path)));
      if (refused.length === 0) break;
      for (const injection of refused) setAt(next, injection.path, injection.original);
      kept = kept.filter((injection) => !refused.includes(injection));
    }
  }
  for (const injection of kept) {
    seenFields.add(injection.field);
    if (injection.urlPayload !== undefined) seenUrlPayloads.add(injection.urlPayload);
  }
  rewritten += kept.length;
  return { body: next, injected: kept.length };
}

/** JSON bodies only; `schema` is checked for 200 answers only. */
export async function injectXssResponse(response: Response, schema?: z.ZodType): Promise<Response> {
  if (!isXssOn() || response.type === 'error' || !(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.clone().text());
  } catch {
    return response;
  }
  const { body, injected } = injectXss(parsed, response.status === 200 ? schema : undefined);
  if (injected === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}
