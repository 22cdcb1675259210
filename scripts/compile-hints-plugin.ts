// Build only: V8's explicit compile hint on the chunks a first visit runs nearly all of (the boot
// chunk, the app's chunk with React, Mantine's first components, the router, the layout and the
// landing screen, and the market screen's chunks).
//
// V8 compiles a function when it is first called, on the main thread, unless the script asks for more:
// the magic comment `//# allFunctionsCalledOnLoad` has it compile every function of the script while
// the script streams in, on a background thread (Chrome 136 and later; other engines read a comment).
// The boot's and the app's evaluation, the first render and the first commit then run bytecode that is
// already there, instead of stopping inside a phone's long tasks to compile React's and Mantine's
// functions one by one. docs/performance.md "Compiled while it streams" has the figures.
//
// The comment goes on the first line, above the list of chunks Vite writes at the top of a chunk with
// dynamic imports: on the second line, below it, main-thread compilation did not move in our traces.
// Written after minification (a minifier drops comments) and after the file's name is hashed: the
// comment is the same in every build, so a name still changes with the code.
import type { Plugin, Rollup } from 'vite';
import { entryChunk, MARKETS_SCREEN, screenPreloadFiles, staticClosure } from './landing-preload-plugin';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks a first visit runs through: the entry (the boot chunk) with its static imports, the
 * app's chunk (`appChunk`, the boot's dynamic import, with the landing screen), and the market
 * screen's chunks (what the early-loads script hints on a market page). */
export function firstVisitChunks(bundle: Rollup.OutputBundle, appChunk: string): Set<string> {
  const entry = entryChunk(bundle, 'compile hints');
  const app = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && output.name === appChunk);
  if (!app) throw new Error(`compile hints: the build has no '${appChunk}' chunk`);
  return new Set([...staticClosure(bundle, entry.fileName), ...staticClosure(bundle, app.fileName), ...screenPreloadFiles(bundle, entry.fileName, MARKETS_SCREEN)]);
}

export function compileHints(appChunk: string): Plugin {
  return {
    name: 'exchange:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which writes the list of chunks at the top of a chunk.
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
