// The app's style sheet does not block the page's first paint (scripts/boot-shell-plugin.ts: loaded
// as a sheet for print, after a preload). The entry switches it on here before its first render, so
// React never paints unstyled; in dev, where Vite injects the styles itself, there is nothing to do.

/** The attribute the build gives the deferred sheet (scripts/boot-shell-plugin.ts). */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';
const DEFERRED = `link[rel="stylesheet"][${APP_STYLES_ATTRIBUTE}]`;

function arrived(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // As a sheet in <head> that fails (the browser's console names it): the app renders without it
    // rather than not at all.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves once the app's style sheets have arrived and apply to the screen. */
export async function applyAppStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(DEFERRED)];
  await Promise.all(links.map(arrived));
  // All at once: one restyle, when the first render follows.
  for (const link of links) link.media = 'all';
}
