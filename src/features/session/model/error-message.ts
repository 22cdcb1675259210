import { errorMessage, isApiError } from '@/api/errors';
import { t } from '@lingui/core/macro';
import { istWords } from '@/lib/ist-time';
import { plainErrorText } from '@/lib/plain-text';

// docs/product.md §8.

function text(value: unknown, plain: boolean): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return plain ? plainErrorText(value) : value;
}

function bodyOf(error: unknown): { error?: unknown; result?: unknown } | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as { error?: unknown; result?: unknown }) : undefined;
}

/** openapi ProtectionRefusal: the end in the player's time zone, whatever text the server chose. */
function breakMessage(nested: unknown): string | undefined {
  if (typeof nested !== 'object' || nested === null) return undefined;
  const protection = (nested as { protection?: unknown }).protection;
  if (typeof protection !== 'object' || protection === null) return undefined;
  const { reason, until } = protection as { reason?: unknown; until?: unknown };
  const end = typeof until === 'string' ? Date.parse(until) : Number.NaN;
  if (Number.isNaN(end)) return undefined;
  const endTime = istWords(end);
  if (reason === 'TIME_OUT') return t`You are taking a break until ${endTime}. You can log in again after that.`;
  if (reason === 'SELF_EXCLUSION') return t`You have excluded yourself from this site until ${endTime}.`;
  return undefined;
}

/** The runtime's docs/product.md §8 message when the body has none. */
export function signInFailureMessage(error: unknown, options: { fallbackToResult?: boolean } = {}): string {
  const body = bodyOf(error);
  const plain = isApiError(error) && error.kind === 'server';
  const nested = body?.error;
  const fromBreak = breakMessage(nested);
  if (fromBreak) return fromBreak;
  const fromError = typeof nested === 'object' && nested !== null ? text((nested as { message?: unknown }).message, plain) : undefined;
  if (fromError) return fromError;
  if (options.fallbackToResult) {
    const fromResult = text(body?.result, plain);
    if (fromResult) return fromResult;
  }
  return errorMessage(error);
}

/** docs/product.md §8: only when the failure came with a body. */
export function demoFailureMessage(error: unknown): string | null {
  if (!isApiError(error) || error.body === undefined || error.body === null) return null;
  return signInFailureMessage(error);
}
