import { isApiError } from '@/api/errors';
import { serverErrorMessage } from '@/api/server-error-message';
import { zCasinoLaunchError } from '@/api/generated/zod.gen';
import { errorMessage } from '@/lib/error-message';

// What a launch produces and how its failure reads.

/** docs/product.md §4, §9: the mobile list and the mobile game under 769 px. */
export type Platform = 'mobile' | 'desktop';

/** The backend family's launch template (docs/wire.md §1.11): the game URL with `{token}` replaced. */
export function fillLaunchTemplate(template: string, casinoToken: string): string {
  return template.split('{token}').join(encodeURIComponent(casinoToken));
}

/** The providers answer failures as `{message}` (openapi CasinoLaunchError), not in the ABP
 * envelope: show their reason when they gave one, the docs/product.md §8 message otherwise. */
export function providerFailureReason(error: unknown): string {
  if (isApiError(error)) {
    const parsed = zCasinoLaunchError.safeParse(error.body);
    if (parsed.success && parsed.data.message.trim() !== '') {
      // A 500's text is shown as plain text of bounded length (src/lib/plain-text.ts).
      return error.kind === 'server' ? serverErrorMessage(parsed.data.message, error.message) : parsed.data.message;
    }
  }
  return errorMessage(error);
}

export class LaunchRefused extends Error {
  override readonly name = 'LaunchRefused';
}
