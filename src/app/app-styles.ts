// The deferred style sheet (scripts/boot-shell-plugin.ts), switched on before the first render.

export const APP_STYLES_ATTRIBUTE = 'data-app-styles';
const DEFERRED = `link[rel="stylesheet"][${APP_STYLES_ATTRIBUTE}]`;

function arrived(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // A failing sheet: the app renders without it.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

export async function applyAppStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(DEFERRED)];
  await Promise.all(links.map(arrived));
  for (const link of links) link.media = 'all';
}
