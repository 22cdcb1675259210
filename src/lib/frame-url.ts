/** Only another site's page: a same-origin one could lift the frame's sandbox. */
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
