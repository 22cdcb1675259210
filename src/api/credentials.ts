import { sanitizeOutgoing, sanitizeOutgoingText } from '@/lib/sanitize';
import { credentialFields, type CredentialFields } from './generated/credentials.gen';

// Credentials (`x-credential: true` in the OpenAPI file) go unsanitised.
// Why: docs/decisions/0011-api-runtime.md

const NONE: CredentialFields = { body: [], query: [] };

export function credentialFieldsOf(operation: string): CredentialFields {
  return Object.hasOwn(credentialFields, operation) ? (credentialFields[operation] ?? NONE) : NONE;
}

export function outgoingQueryValue(operation: string, name: string, value: string): string {
  return credentialFieldsOf(operation).query.includes(name) ? value : sanitizeOutgoingText(value);
}

export function outgoingBody(operation: string, body: unknown): unknown {
  const credentials = credentialFieldsOf(operation).body;
  const isRecord = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.getPrototypeOf(body) === Object.prototype;
  if (credentials.length === 0 || !isRecord) return sanitizeOutgoing(body);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[key] = credentials.includes(key) ? value : sanitizeOutgoing(value);
  return out;
}
