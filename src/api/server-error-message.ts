import { plainErrorText } from '@/lib/plain-text';
import { INTERNAL_SERVER_ERROR_MESSAGE } from './errors';

// A chunk of its own: only a failure needs it.

/** docs/product.md §8 */
export function serverErrorMessage(...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const text = plainErrorText(candidate);
    if (text !== undefined) return text;
  }
  return INTERNAL_SERVER_ERROR_MESSAGE;
}
