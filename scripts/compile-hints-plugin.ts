// V8's `//# allFunctionsCalledOnLoad` on the first visit's chunks, on the first line (the second did nothing).
// Why: docs/decisions/0004-first-paint-chunking-and-boot.md
import type { Plugin, Rollup } from 'vite';
import { entryChunk, MARKETS_SCREEN, screenPreloadFiles, staticClosure } from './landing-preload-plugin';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function firstVisitChunks(bundle: Rollup.OutputBundle, appChunk: string): Set<string> {
  const entry = entryChunk(bundle, 'compile hints');
  const app = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && output.name === appChunk);
  if (!app) throw new Error(`compile hints: the build has no '${appChunk}' chunk`);
  return new Set([
    ...staticClosure(bundle, entry.fileName),
    ...staticClosure(bundle, app.fileName),
    ...screenPreloadFiles(bundle, entry.fileName, MARKETS_SCREEN),
  ]);
}

export function compileHints(appChunk: string): Plugin {
  return {
    name: 'exchange:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of firstVisitChunks(bundle, appChunk)) {
          const output = bundle[file];
          if (output?.type === 'chunk') output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}
