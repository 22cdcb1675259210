// Whether a failed money action (a bet, a deposit or withdrawal request) surely did nothing (openapi
// PlaceBetV2, "When the client cannot tell whether a bet was placed"). A refusal is an answer; a
// lost or broken answer is not: the caller then looks the action up by its client reference.
import { isApiError } from './errors';

/** ABP's words for an exception the server did not foresee: it failed somewhere, maybe after the bet. */
export const ABP_INTERNAL_ERROR = 'An internal error occurred during your request!';

function isAbpRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: unknown };
  if (success !== false || typeof error !== 'object' || error === null) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' && message.trim() !== ABP_INTERNAL_ERROR;
}

/**
 * True when the server answered that it did not place the bet: a business refusal (`success:false`
 * with its reason, HTTP 500 or 2xx), a 4xx (bad request, ended session), except a request timeout.
 * False when the outcome is unknown: the network lost the answer, the server failed unforeseen
 * (its generic message, a gateway's 502/503/504, a 500 without the envelope), or the answer broke
 * the schema.
 */
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
