import * as z from 'zod/mini';
import { firstScreenSchemas } from './generated/validators-first.gen';
import type { OperationSchemas } from './generated/validators.gen';

// Requests and answers checked against zod/mini schemas loaded on demand.
// Why: docs/decisions/0011-api-runtime.md

let allSchemas: Promise<Readonly<Record<string, OperationSchemas>>> | undefined;

/** A failed download is tried again by the next call. */
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

export function whenPageIdle(run: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The player's first click need not wait for the schemas. */
export const prefetchOperationSchemas = () => whenPageIdle(() => void loadAllSchemas().catch(() => undefined));

async function schemasOf(key: string): Promise<OperationSchemas | undefined> {
  if (Object.hasOwn(firstScreenSchemas, key)) return firstScreenSchemas[key];
  const all = await loadAllSchemas();
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

type Part = 'body' | 'path' | 'query';
const PARTS: readonly Part[] = ['body', 'path', 'query'];

/** 'GET /Bet/GetUserOpenBets' */
export function operationKey(method: string | undefined, url: string): string {
  return `${(method ?? 'GET').toUpperCase()} ${url}`;
}

/** Only the operations the OpenAPI file describes are validated. */
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

/** Throws zod's `$ZodError`. */
export async function validateRequest(key: string, request: Partial<Record<Part, unknown>>): Promise<void> {
  await (await requestSchemaFor(key))?.parseAsync({ body: request.body, path: request.path, query: request.query });
}

/** The schema's output; throws zod's `$ZodError`. */
export async function validateResponse(key: string, data: unknown): Promise<unknown> {
  const schema = (await schemasOf(key))?.response;
  return schema ? schema.parseAsync(data) : data;
}
