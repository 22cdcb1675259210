import * as z from 'zod/mini';
import { operationSchemas } from './generated/validators.gen';

// Request and response validation with the generated zod/mini schemas, kept off the first screen's
// critical path. They are part of the first chunk, with zod/mini itself, so no chunk fetch
// stands between a response and the first render; each schema is built the first time it parses
// (scripts/lazy-schemas.mjs). The SDK is generated without validators; the checks are the ones
// openapi-ts generates inline (scripts/generate-validators.mjs lists each operation's schemas): the
// request's body, path and query against their schemas (a part the operation does not have must be
// absent), the response body against the response schema. runtime.ts installs them. A violation
// throws zod's core `$ZodError` (zod/mini raises it; zod's classic `ZodError` is a subclass of it).

type Part = 'body' | 'path' | 'query';
const PARTS: readonly Part[] = ['body', 'path', 'query'];

/** The runtime's name of an operation: 'GET /Bet/GetUserOpenBets' (method and OpenAPI path template). */
export function operationKey(method: string | undefined, url: string): string {
  return `${(method ?? 'GET').toUpperCase()} ${url}`;
}

/** True when the OpenAPI file describes the operation (only those are validated). */
export function isKnownOperation(key: string): boolean {
  return Object.hasOwn(operationSchemas, key);
}

const requestSchemas = new Map<string, z.ZodMiniType>();

function requestSchemaFor(key: string): z.ZodMiniType | undefined {
  const cached = requestSchemas.get(key);
  if (cached) return cached;
  const parts = operationSchemas[key];
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
  await requestSchemaFor(key)?.parseAsync({ body: request.body, path: request.path, query: request.query });
}

/** Checks a response body and returns what the schema makes of it; throws zod's `$ZodError` when it
 * breaks the operation's response schema. */
export async function validateResponse(key: string, data: unknown): Promise<unknown> {
  const schema = operationSchemas[key]?.response;
  return schema ? schema.parseAsync(data) : data;
}
