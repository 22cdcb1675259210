// Every build, production and mock (for a fast first visit): the landing screen's chunks load with the entry.
// A player's first page is the landing page (/ goes to /matchlist/3, docs/product.md §9), and its screen is a
// dynamic import (every screen loads on demand), so the browser asked for the screen's 10 chunks
// only once the entry had run. Measured in Chromium with Lighthouse's slow 4G (562 ms a request,
// six at a time) and 4× CPU applied, /matchlist/3 of the production build: the entry was in at
// 2.2 s, the screen's chunks were asked for at ~2.5 s and took two rounds of requests, and the sport
// tree (3.2 s) waited for them before it could paint. A `modulepreload` per chunk in index.html
// fetches and compiles them beside the entry (6.5 KB gzip); they still run only when imported.
// Other first pages pay those bytes: about 40 ms on that connection.
// The screen's style sheets too (`preload as=style`): the screen renders only once its CSS is in
// (Vite's loader adds the sheet and waits for it), and asked for after the entry had run, the
// landing screen's sheet came in at ~4.0 s and held the list's first paint behind it (a CPU profile
// of that visit, docs/performance.md "Where a mobile first visit's time goes").
import type { Plugin, Rollup } from 'vite';

/** The screen behind the landing page (scripts/size-budget.mjs counts the same one). */
export const LANDING_SCREEN = /[\\/]src[\\/]features[\\/]sports[\\/]components[\\/]match-list-page\.tsx$/;

/** The screen behind /markets/:eventid (src/app/screen-routes.tsx), whose chunks the early-loads
 * script hints on a market page (scripts/early-loads-plugin.ts). */
export const MARKETS_SCREEN = /[\\/]src[\\/]features[\\/]markets[\\/]components[\\/]markets-page\.tsx$/;

/** The build's entry chunk (the boot chunk, index.html's script); `asker` names who stops the build without one. */
export function entryChunk(bundle: Rollup.OutputBundle, asker: string): Rollup.OutputChunk {
  const entry = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry);
  if (!entry) throw new Error(`${asker}: the build has no entry chunk`);
  return entry;
}

/** A chunk's file and the files of everything it imports statically, transitively. */
export function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !chunk || chunk.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The files to preload: the chunk of the module `screen` matches and its static imports, less what
 * the entry already loads. */
export function screenPreloadFiles(bundle: Rollup.OutputBundle, entryFileName: string, screen: RegExp = LANDING_SCREEN): string[] {
  const initial = staticClosure(bundle, entryFileName);
  const wanted = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.moduleIds.some((id) => screen.test(id))) continue;
    for (const file of staticClosure(bundle, output.fileName)) if (!initial.has(file)) wanted.add(file);
  }
  return [...wanted].sort();
}

/** The style sheets those chunks bring (Vite's `importedCss`), less the entry's own. */
export function screenStyleFiles(bundle: Rollup.OutputBundle, entryFileName: string, screen: RegExp = LANDING_SCREEN): string[] {
  const sheetsOf = (files: Iterable<string>) => [...files].flatMap((file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
  });
  const initial = new Set(sheetsOf(staticClosure(bundle, entryFileName)));
  return [...new Set(sheetsOf(screenPreloadFiles(bundle, entryFileName, screen)))].filter((file) => !initial.has(file)).sort();
}

export function landingPreload(): Plugin {
  let base = '/';
  return {
    name: 'exchange:landing-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = screenPreloadFiles(bundle, chunk.fileName);
        if (files.length === 0) throw new Error('landing preload: no chunk holds the landing screen (src/features/sports/components/match-list-page.tsx)');
        // crossorigin as Vite's loader asks for the sheet (crossOrigin ''), so that it gets this download.
        const sheets = screenStyleFiles(bundle, chunk.fileName).map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
        return [...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })), ...sheets];
      },
    },
  };
}
