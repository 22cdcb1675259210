import type { z } from 'zod';
import type { OperationSchemaNames } from './generated/validators.gen';
import type * as ZodGen from './generated/zod.gen';
import type { RequestPart, requestSchema as buildRequestSchema } from './request-schema';

// Request and response validation with the generated zod schemas, loaded on demand (issue 9): the SDK
// is generated without validators, so sdk.gen.ts does not pull every schema into the first route.
// The checks are the ones openapi-ts generates inline (scripts/generate-validators.mjs keeps the
// names): the request's body, path and query against their schemas (a part the operation does not
// have must be absent), the response body against the response schema. runtime.ts installs them.

type Schemas = typeof ZodGen;
type Part = 'body' | 'path' | 'query';
const PARTS: readonly Part[] = ['body', 'path', 'query'];

/** The schemas' chunk could not be fetched (a network failure, not a contract violation). */
export class SchemaLoadError extends Error {
  override readonly name = 'SchemaLoadError';
}

interface LoadedSchemas {
  schemas: Schemas;
  /** Per operation, the names of its schemas (validators.gen.ts). */
  names: Readonly<Record<string, OperationSchemaNames>>;
  /** Builds an operation's request schema (zod's classic API comes with the schemas, not with the
   * first route: issue 9). */
  requestSchema: typeof buildRequestSchema;
}

let loading: Promise<LoadedSchemas> | undefined;

/** zod.gen.ts, the operations' schema names and the request schema builder, fetched once and together
 * (none is on the first route; the first call needs all three); a failed fetch is tried again on the
 * next call. */
export function loadSchemas(): Promise<LoadedSchemas> {
  loading ??= Promise.all([import('./generated/zod.gen'), import('./generated/validators.gen'), import('./request-schema')])
    .then(([schemas, { operationSchemas }, { requestSchema }]) => ({ schemas, names: operationSchemas, requestSchema }))
    .catch((error: unknown) => {
      loading = undefined;
      throw new SchemaLoadError(`could not load the API schemas: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
  return loading;
}

/** The runtime's name of an operation: 'GET /Bet/GetUserOpenBets' (method and OpenAPI path template). */
export function operationKey(method: string | undefined, url: string): string {
  return `${(method ?? 'GET').toUpperCase()} ${url}`;
}

/** True when the OpenAPI file describes the operation (only those are validated). */
export async function isKnownOperation(key: string): Promise<boolean> {
  const { names } = await loadSchemas();
  return Object.hasOwn(names, key);
}

const requestSchemas = new Map<string, z.ZodType>();

async function requestSchemaFor(key: string): Promise<z.ZodType | undefined> {
  const cached = requestSchemas.get(key);
  if (cached) return cached;
  const { schemas, names: allNames, requestSchema } = await loadSchemas();
  const names = allNames[key];
  if (!names) return undefined;
  const parts: Record<string, RequestPart> = {};
  for (const part of PARTS) {
    const name = names[part];
    parts[part] = { schema: name ? (schemas[name] as z.ZodType) : undefined, optional: names.optional?.includes(part as 'body' | 'query') ?? false };
  }
  const schema = requestSchema(parts);
  requestSchemas.set(key, schema);
  return schema;
}

/** Checks a request's body, path and query; throws the ZodError as the generated SDK did. */
export async function validateRequest(key: string, request: Partial<Record<Part, unknown>>): Promise<void> {
  const schema = await requestSchemaFor(key);
  await schema?.parseAsync({ body: request.body, path: request.path, query: request.query });
}

/** Checks a response body; throws a ZodError when it breaks the operation's response schema. */
export async function validateResponse(key: string, data: unknown): Promise<unknown> {
  const { schemas, names } = await loadSchemas();
  const name = names[key]?.response;
  if (!name) return data;
  return (schemas[name] as z.ZodType).parseAsync(data);
}
