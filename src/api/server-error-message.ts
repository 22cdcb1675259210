import { plainErrorText } from '@/lib/plain-text';
import { INTERNAL_SERVER_ERROR_MESSAGE } from './errors';

// A module of its own, with the text cleaner it uses, so that neither is on the first route: only a
// failure needs them. The runtime fetches it once the page is idle, or with the first 500
// (runtime.ts).

/** docs/product.md §8: an HTTP 500's message is the response data, the status text, or 'Internal Server Error',
 * the first that has readable text. A proxy's or web server's 500 is often an HTML page with a stack
 * trace: the message is its plain text, without markup or trace lines, at most 200 characters
 * (src/lib/plain-text.ts says why). */
export function serverErrorMessage(...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const text = plainErrorText(candidate);
    if (text !== undefined) return text;
  }
  return INTERNAL_SERVER_ERROR_MESSAGE;
}
