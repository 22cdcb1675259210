import { t } from '@lingui/core/macro';
import { ConfigError } from '@/config/env';

/** No React, no Mantine: this must work when nothing else does. */
export function showStartupFailure(root: HTMLElement, error: unknown): void {
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'white-space:pre-wrap;font:14px/1.5 monospace;padding:16px;color:#8b0000';
  // A configuration problem is the operator's to fix: its list stays in English.
  const reason = String(error);
  box.textContent = error instanceof ConfigError ? error.message : t`The app could not start: ${reason}`;
  root.replaceChildren(box);
}
