import { sanitizeOutgoing, sanitizeOutgoingText } from '@/lib/sanitize';
import { credentialFields, type CredentialFields } from './generated/credentials.gen';

// Which request fields are credentials (passwords, OTPs, tokens, secrets) is said once, in the OpenAPI
// file (`x-credential: true`), and generated into credentials.gen.ts. The docs/product.md §5 sanitiser cleans
// every other string of a body or query; a credential goes as it is, since removing a `--` from a
// token or 'Update' from 'Update@2024' changes what it means. Compatibility with the accounts older
// clients registered is a decision of the forms (session, account), not of this layer.

const NONE: CredentialFields = { body: [], query: [] };

/** The credential fields of an operation ('METHOD /path' as the OpenAPI file writes it). */
export function credentialFieldsOf(operation: string): CredentialFields {
  return Object.hasOwn(credentialFields, operation) ? (credentialFields[operation] ?? NONE) : NONE;
}

/** A query value as it will be sent: a credential parameter as it is, anything else sanitised. */
export function outgoingQueryValue(operation: string, name: string, value: string): string {
  return credentialFieldsOf(operation).query.includes(name) ? value : sanitizeOutgoingText(value);
}

/** A request body as it will be sent: every string sanitised but the credential properties'. */
export function outgoingBody(operation: string, body: unknown): unknown {
  const credentials = credentialFieldsOf(operation).body;
  const isRecord = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.getPrototypeOf(body) === Object.prototype;
  if (credentials.length === 0 || !isRecord) return sanitizeOutgoing(body);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[key] = credentials.includes(key) ? value : sanitizeOutgoing(value);
  return out;
}
