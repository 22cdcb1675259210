import * as z from 'zod/mini';
import { firstScreenSchemas } from './generated/validators-first.gen';
import type { OperationSchemas } from './generated/validators.gen';

// Request and response validation with the generated zod/mini schemas, kept off the first screen's
// critical path. The first screens' operations have theirs in the first chunk
// (validators-first.gen.ts), so no chunk fetch stands between their answers and the first render;
// every other operation's are in one chunk of their own (validators.gen.ts), loaded once the page
// has loaded, or by the first call that needs it, before that call's request leaves: a request never
// goes out without its answer's schema at hand (an answer to a bet must not wait on a download). Each
// schema is built the first time it parses (scripts/lazy-schemas.mjs). The SDK is generated without
// validators; the checks are the ones openapi-ts generates inline (scripts/generate-validators.mjs
// lists each operation's schemas): the request's body, path and query against their schemas (a part
// the operation does not have must be absent), the response body against the response schema.
// runtime.ts installs them. A violation throws zod's core `$ZodError` (zod/mini raises it; zod's
// classic `ZodError` is a subclass of it).

let allSchemas: Promise<Readonly<Record<string, OperationSchemas>>> | undefined;

/** Every operation's schemas (their chunk, once; a failed download is tried again by the next call). */
function loadAllSchemas(): Promise<Readonly<Record<string, OperationSchemas>>> {
  allSchemas ??= import('./generated/validators.gen').then(
    (module) => module.operationSchemas,
    (error: unknown) => {
      allSchemas = undefined;
      throw error;
    },
  );
  return allSchemas;
}

/** Runs `run` once the page has loaded and the main thread is idle (what the first route can do
 * without: chunks a later call may need). */
export function whenPageIdle(run: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Fetches the other operations' schemas once the page is idle, so that the player's first click
 * does not wait for them (runtime.ts calls it as it installs). */
export const prefetchOperationSchemas = () => whenPageIdle(() => void loadAllSchemas().catch(() => undefined));

async function schemasOf(key: string): Promise<OperationSchemas | undefined> {
  if (Object.hasOwn(firstScreenSchemas, key)) return firstScreenSchemas[key];
  const all = await loadAllSchemas();
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

type Part = 'body' | 'path' | 'query';
const PARTS: readonly Part[] = ['body', 'path', 'query'];

/** The runtime's name of an operation: 'GET /Bet/GetUserOpenBets' (method and OpenAPI path template). */
export function operationKey(method: string | undefined, url: string): string {
  return `${(method ?? 'GET').toUpperCase()} ${url}`;
}

/** True when the OpenAPI file describes the operation (only those are validated). Asks the chunk of
 * every operation's schemas: the first chunk holds only the first screens'. */
export async function isKnownOperation(key: string): Promise<boolean> {
  return (await schemasOf(key)) !== undefined;
}

const requestSchemas = new Map<string, z.ZodMiniType>();

async function requestSchemaFor(key: string): Promise<z.ZodMiniType | undefined> {
  const cached = requestSchemas.get(key);
  if (cached) return cached;
  const parts = await schemasOf(key);
  if (!parts) return undefined;
  const shape: Record<string, z.ZodMiniType> = {};
  for (const part of PARTS) {
    const schema = parts[part];
    const optional = parts.optional?.includes(part as 'body' | 'query') ?? false;
    shape[part] = !schema ? z.optional(z.never()) : optional ? z.optional(schema) : schema;
  }
  const schema = z.object(shape);
  requestSchemas.set(key, schema);
  return schema;
}

/** Checks a request's body, path and query; throws zod's `$ZodError` when they break the schema. */
export async function validateRequest(key: string, request: Partial<Record<Part, unknown>>): Promise<void> {
  await (await requestSchemaFor(key))?.parseAsync({ body: request.body, path: request.path, query: request.query });
}

/** Checks a response body and returns what the schema makes of it; throws zod's `$ZodError` when it
 * breaks the operation's response schema. */
export async function validateResponse(key: string, data: unknown): Promise<unknown> {
  const schema = (await schemasOf(key))?.response;
  return schema ? schema.parseAsync(data) : data;
}
