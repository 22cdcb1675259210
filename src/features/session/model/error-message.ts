import { errorMessage, isApiError } from '@/api/errors';
import { plainErrorText } from '@/lib/plain-text';

// docs/product.md §8: login, signup and verification failures toast the server's data.error.message;
// verification falls back to data.result; a demo login failure toasts only when the error has data.
// A 500's text is shown as plain text of bounded length, as the runtime's message is (src/lib/plain-text.ts).

function text(value: unknown, plain: boolean): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return plain ? plainErrorText(value) : value;
}

function bodyOf(error: unknown): { error?: unknown; result?: unknown } | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as { error?: unknown; result?: unknown }) : undefined;
}

/** The message of a failed sign-in call; the runtime's docs/product.md §8 message when the body has none
 * (e.g. 'Please Check Your Network Connection...'). */
export function signInFailureMessage(error: unknown, options: { fallbackToResult?: boolean } = {}): string {
  const body = bodyOf(error);
  const plain = isApiError(error) && error.kind === 'server';
  const nested = body?.error;
  const fromError = typeof nested === 'object' && nested !== null ? text((nested as { message?: unknown }).message, plain) : undefined;
  if (fromError) return fromError;
  if (options.fallbackToResult) {
    const fromResult = text(body?.result, plain);
    if (fromResult) return fromResult;
  }
  return errorMessage(error);
}

/** docs/product.md §8: the demo login toasts only when the failure came with a response body. */
export function demoFailureMessage(error: unknown): string | null {
  if (!isApiError(error) || error.body === undefined || error.body === null) return null;
  return signInFailureMessage(error);
}
