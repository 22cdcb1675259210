import { errorMessage, isApiError } from '@/api/errors';

// Spec §8: login, signup and verification failures toast the server's data.error.message;
// verification falls back to data.result; a demo login failure toasts only when the error has data.

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function bodyOf(error: unknown): { error?: unknown; result?: unknown } | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as { error?: unknown; result?: unknown }) : undefined;
}

/** The message of a failed sign-in call; the runtime's spec §8 message when the body has none
 * (e.g. 'Please Check Your Network Connection...'). */
export function signInFailureMessage(error: unknown, options: { fallbackToResult?: boolean } = {}): string {
  const body = bodyOf(error);
  const nested = body?.error;
  const fromError = typeof nested === 'object' && nested !== null ? text((nested as { message?: unknown }).message) : undefined;
  if (fromError) return fromError;
  if (options.fallbackToResult) {
    const fromResult = text(body?.result);
    if (fromResult) return fromResult;
  }
  return errorMessage(error);
}

/** Spec §8: the demo login toasts only when the failure came with a response body. */
export function demoFailureMessage(error: unknown): string | null {
  if (!isApiError(error) || error.body === undefined || error.body === null) return null;
  return signInFailureMessage(error);
}
