import { isApiError } from '@/api/errors';
import { serverErrorMessage } from '@/api/server-error-message';
import { zCasinoLaunchError } from '@/api/generated/zod.gen';
import { errorMessage } from '@/lib/error-message';

/** docs/product.md §4, §9. */
export type Platform = 'mobile' | 'desktop';

/** docs/wire.md §1.11. */
export function fillLaunchTemplate(template: string, casinoToken: string): string {
  return template.split('{token}').join(encodeURIComponent(casinoToken));
}

/** openapi CasinoLaunchError: not in the ABP envelope. */
export function providerFailureReason(error: unknown): string {
  if (isApiError(error)) {
    const parsed = zCasinoLaunchError.safeParse(error.body);
    if (parsed.success && parsed.data.message.trim() !== '') {
      return error.kind === 'server' ? serverErrorMessage(parsed.data.message, error.message) : parsed.data.message;
    }
  }
  return errorMessage(error);
}

export class LaunchRefused extends Error {
  override readonly name = 'LaunchRefused';
}
