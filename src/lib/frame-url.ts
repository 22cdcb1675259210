// One guard for every frame the app fills with an address from a server (the casino game frame, the
// score card): the address is server text, and the XSS corpus puts javascript:, data: and file:
// addresses exactly there.

/**
 * Only another site's web page may fill a frame. Anything else is refused: javascript:, data: and
 * file: addresses, a relative address, and a page of this app's own origin, which could lift the
 * frame's sandbox (`allow-scripts allow-same-origin` on a same-origin page is no sandbox).
 * Returns the normalised address, or undefined.
 */
export function safeFrameUrl(candidate: string | null | undefined, appOrigin: string): string | undefined {
  if (!candidate) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin === appOrigin ? undefined : url.href;
}
