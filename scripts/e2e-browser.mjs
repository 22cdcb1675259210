// Debian's headless shell when installed (about 30 % faster), else the full browser; CHROMIUM_PATH wins.
import { existsSync } from 'node:fs';

export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function e2eChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
