import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';

// docs/product.md §8. In English in the error (console, support); translated when shown.

export const NETWORK_ERROR_MESSAGE = 'Please Check Your Network Connection...';
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';
export const REQUEST_ABORTED_MESSAGE = 'Request aborted';
export const OFFLINE_NOTHING_SENT_MESSAGE = 'You are offline: nothing was sent';

const OWN_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [NETWORK_ERROR_MESSAGE, msg`Please Check Your Network Connection...`],
  [INTERNAL_SERVER_ERROR_MESSAGE, msg`Internal Server Error`],
  [REQUEST_ABORTED_MESSAGE, msg`Request aborted`],
  [OFFLINE_NOTHING_SENT_MESSAGE, msg`You are offline: nothing was sent`],
]);

const REQUEST_FAILED = /^Request failed with status code (\d+)$/;
const UNEXPECTED_RESPONSE = /^Unexpected response from (\S+ \S+?)(?: at ([^:]+): ([\s\S]*))?$/;

/** A refused call without the server's words. */
export function requestFailedText(status: number): string {
  return `Request failed with status code ${status}`;
}

/** An answer its schema refused: the operation, and the first issue. */
export function unexpectedResponseText(operation: string, issue?: { path: string; message: string }): string {
  return `Unexpected response from ${operation}${issue ? ` at ${issue.path}: ${issue.message}` : ''}`;
}

/** The app's own words translated, any other text as it is. */
export function errorText(text: string): string {
  const own = OWN_TEXTS.get(text);
  if (own) return i18n._(own);
  const status = REQUEST_FAILED.exec(text)?.[1];
  if (status !== undefined) return t`Request failed with status code ${status}`;
  const unexpected = UNEXPECTED_RESPONSE.exec(text);
  if (unexpected) {
    const operation = unexpected[1] ?? '';
    const path = unexpected[2];
    const issue = unexpected[3] ?? '';
    return path === undefined ? t`Unexpected response from ${operation}` : t`Unexpected response from ${operation} at ${path}: ${issue}`;
  }
  return text;
}

/** Every failure is an ApiError by then (docs/product.md §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return errorText(error.message);
  return t`Something went wrong.`;
}
