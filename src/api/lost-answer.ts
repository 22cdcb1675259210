// Whether a failed money action surely did nothing.
// Why: docs/decisions/0008-lost-answers-and-client-references.md
import { isApiError } from './errors';

/** ABP's words for an unforeseen exception: maybe after the bet. */
export const ABP_INTERNAL_ERROR = 'An internal error occurred during your request!';

function isAbpRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: unknown };
  if (success !== false || typeof error !== 'object' || error === null) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' && message.trim() !== ABP_INTERNAL_ERROR;
}

/** False when the action may have been done. */
export function placedNothing(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'rejected':
    case 'server':
      return isAbpRefusal(error.body);
    case 'unauthorized':
    case 'offline':
      return true;
    case 'http':
      return error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408;
    default:
      return false;
  }
}
