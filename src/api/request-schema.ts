import { z } from 'zod';

// The request schema of one operation, built from its generated part schemas. Loaded on demand by
// validation.ts together with zod.gen.ts, so zod's classic API is not part of the first route (issue 9).

export interface RequestPart {
  /** The part's generated schema; a part the operation does not have must be absent. */
  schema: z.ZodType | undefined;
  optional: boolean;
}

export function requestSchema(parts: Readonly<Record<string, RequestPart>>): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [part, { schema, optional }] of Object.entries(parts)) {
    shape[part] = !schema ? z.never().optional() : optional ? schema.optional() : schema;
  }
  return z.object(shape);
}
