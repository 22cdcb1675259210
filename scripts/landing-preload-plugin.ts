// Every build: index.html preloads the landing screen's chunks and sheets.
// Why: docs/decisions/0004-first-paint-chunking-and-boot.md
import type { Plugin, Rollup } from 'vite';

export const LANDING_SCREEN = /[\\/]src[\\/]features[\\/]sports[\\/]components[\\/]match-list-page\.tsx$/;

export const MARKETS_SCREEN = /[\\/]src[\\/]features[\\/]markets[\\/]components[\\/]markets-page\.tsx$/;

/** `asker` names who stops the build without one. */
export function entryChunk(bundle: Rollup.OutputBundle, asker: string): Rollup.OutputChunk {
  const entry = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry);
  if (!entry) throw new Error(`${asker}: the build has no entry chunk`);
  return entry;
}

export function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !chunk || chunk.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** Less what the entry loads. */
export function screenPreloadFiles(bundle: Rollup.OutputBundle, entryFileName: string, screen: RegExp = LANDING_SCREEN): string[] {
  const initial = staticClosure(bundle, entryFileName);
  const wanted = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.moduleIds.some((id) => screen.test(id))) continue;
    for (const file of staticClosure(bundle, output.fileName)) if (!initial.has(file)) wanted.add(file);
  }
  return [...wanted].sort();
}

export function screenStyleFiles(bundle: Rollup.OutputBundle, entryFileName: string, screen: RegExp = LANDING_SCREEN): string[] {
  const sheetsOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => {
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
        if (files.length === 0)
          throw new Error('landing preload: no chunk holds the landing screen (src/features/sports/components/match-list-page.tsx)');
        // crossorigin as Vite's loader asks for the sheet, so it gets this download.
        const sheets = screenStyleFiles(bundle, chunk.fileName).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...sheets,
        ];
      },
    },
  };
}
