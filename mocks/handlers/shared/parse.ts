// Query values are text: each is tried in the forms its field accepts, as ASP.NET binding does.
import type * as z from 'zod';
import type { ValidationProblem } from './envelope';

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: ValidationProblem[] };

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

function candidates(raw: string): unknown[] {
  const forms: unknown[] = [raw];
  if (NUMERIC.test(raw)) forms.push(Number(raw));
  if (raw === 'true' || raw === 'false') forms.push(raw === 'true');
  if (raw === '' || raw === 'null') forms.push(undefined);
  return forms;
}

function fieldSchema(schema: z.ZodObject, key: string): z.ZodType | undefined {
  const shape: Record<string, z.ZodType> = schema.shape;
  return shape[key];
}

export function problemsOf(error: z.ZodError, where?: string): ValidationProblem[] {
  return error.issues.map((issue) => {
    const member = issue.path.map(String).join('.');
    const label = member || where || 'request';
    return { message: `${label}: ${issue.message}`, members: member ? [member] : [] };
  });
}

export function parseStringRecord<S extends z.ZodObject>(schema: S, pairs: Array<[string, string]>): Parsed<z.output<S>> {
  const byLowerName = new Map(pairs.map(([name, value]) => [name.toLowerCase(), value]));
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const raw = byLowerName.get(key.toLowerCase());
    if (raw === undefined) continue;
    const field = fieldSchema(schema, key);
    const forms = candidates(raw);
    input[key] = forms.find((form) => field?.safeParse(form).success) ?? raw;
  }
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemsOf(result.error) };
}

export function parseQuery<S extends z.ZodObject>(schema: S, url: URL): Parsed<z.output<S>> {
  return parseStringRecord(schema, [...url.searchParams.entries()]);
}

export function parseParams<S extends z.ZodObject>(
  schema: S,
  params: Record<string, string | readonly string[] | undefined>,
): Parsed<z.output<S>> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value : value?.[0];
    if (text !== undefined) pairs.push([name, text]);
  }
  return parseStringRecord(schema, pairs);
}

export async function parseJsonBody<S extends z.ZodType>(schema: S, request: Request): Promise<Parsed<z.output<S>>> {
  const text = await request.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ message: 'body: The request body is not valid JSON', members: [] }] };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemsOf(result.error, 'body') };
}
