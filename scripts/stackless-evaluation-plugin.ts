// The app chunk evaluated with no stack traces: with DevTools' Runtime on (Lighthouse, the applied timeline)
// React DOM's module-level errors made V8 re-parse the chunk (~250 ms at 4×). Why: docs/decisions/0015-levers-tried-for-the-first-visit.md
import type { Plugin, Rollup } from 'vite';

/** Not a number, so V8 records no stack at all; put back in the first microtask, after the chunk ran or threw. */
export const STACKLESS = '{let e=Error,l=e.stackTraceLimit;e.stackTraceLimit=void 0;queueMicrotask(()=>e.stackTraceLimit=l)}';

export function stacklessEvaluation(appChunk: string): Plugin {
  return {
    name: 'exchange:stackless-evaluation',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const app = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.name === appChunk,
        );
        if (!app) throw new Error(`stackless evaluation: the build has no '${appChunk}' chunk`);
        app.code = STACKLESS + app.code;
      },
    },
  };
}
