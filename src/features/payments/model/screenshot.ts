// openapi StoreImageRequest, checked before the upload.
import { msg, t } from '@lingui/core/macro';

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_HINT = msg`PNG, JPEG or WebP, at most 5 MB.`;

export const screenshotMessages = {
  // docs/wire.md §4: the old client's words for a missing screenshot.
  get required() {
    return t`Please Select An Image`;
  },
  get type() {
    return t`The screenshot must be a PNG, JPEG or WebP image.`;
  },
  get size() {
    return t`The screenshot is larger than 5 MB.`;
  },
  get empty() {
    return t`The screenshot file is empty.`;
  },
};

export interface FileFacts {
  type: string;
  size: number;
}

export function screenshotProblem(file: FileFacts | null | undefined): string | null {
  if (!file) return screenshotMessages.required;
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return screenshotMessages.type;
  if (file.size === 0) return screenshotMessages.empty;
  if (file.size > SCREENSHOT_MAX_BYTES) return screenshotMessages.size;
  return null;
}
