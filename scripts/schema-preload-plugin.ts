// Every build, production and mock (issue 20): the schemas' chunks load with the entry.
// The first API call of every page waits for them: src/api/validation.ts checks a request before it
// leaves and an answer before it is used, with schemas that are dynamic imports (not on the first
// route's static graph: issue 9). So the browser asked for them only once the entry had run, and the
// first call left only when the last of them had come. Measured in Chromium, unthrottled, /matchlist/3
// from `dist-lighthouse`: the entry arrived at 0.31–0.36 s, the schema chunks were asked for at
// 0.77–0.99 s and the first API call left at 1.07–1.34 s. A `modulepreload` per chunk in index.html
// fetches and compiles them beside the entry; they still run only when first imported.
import type { Plugin, Rollup } from 'vite';

/** The modules src/api/validation.ts imports on the first call. */
const SCHEMA_MODULES = [/[\\/]src[\\/]api[\\/]generated[\\/]zod\.gen\.ts$/, /[\\/]src[\\/]api[\\/]generated[\\/]validators\.gen\.ts$/, /[\\/]src[\\/]api[\\/]request-schema\.ts$/];

/** A chunk's file and the files of everything it imports statically, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !chunk || chunk.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The files to preload: the schema modules' chunks and their static imports, less what the entry
 * already loads. */
export function schemaPreloadFiles(bundle: Rollup.OutputBundle, entryFileName: string): string[] {
  const initial = staticClosure(bundle, entryFileName);
  const wanted = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.moduleIds.some((id) => SCHEMA_MODULES.some((pattern) => pattern.test(id)))) continue;
    for (const file of staticClosure(bundle, output.fileName)) if (!initial.has(file)) wanted.add(file);
  }
  return [...wanted].sort();
}

export function schemaPreload(): Plugin {
  let base = '/';
  return {
    name: 'exchange:schema-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = schemaPreloadFiles(bundle, chunk.fileName);
        if (files.length === 0) throw new Error('schema preload: no chunk holds the generated schemas (src/api/validation.ts)');
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
