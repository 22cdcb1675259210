// Build only: a dynamic import's list of scripts to preload leaves out what index.html has loaded, or
// preloads, before any import() can run. Vite writes, for every import() in a chunk, the files it
// needs, and its loader skips those the page has already (a module script or its preload link). The
// entry (the boot chunk) and the chunks index.html preloads (the runtime, the app's) are on every page
// before the first import() runs, so naming them in each of the app chunk's ~40 lists only cost every
// first visit their bytes. Style sheets are not in what resolveDependencies is given (Vite adds them
// after), and index.html's own preloads (`hostType` 'html') stay as they are.
import type { Plugin, Rollup, ResolveModulePreloadDependenciesFn } from 'vite';
import { entryChunk, screenPreloadFiles, staticClosure } from './landing-preload-plugin';

/** The scripts the page has loaded, or is loading, before any import() can run: the entry chunk and
 * its static imports, and the chunks index.html preloads (the app's and the landing screen's,
 * scripts/landing-preload-plugin.ts). */
export function pageLoadedFiles(bundle: Rollup.OutputBundle): Set<string> {
  const entry = entryChunk(bundle, 'page-loaded files');
  return new Set([...staticClosure(bundle, entry.fileName), ...screenPreloadFiles(bundle, entry.fileName)]);
}

/** The plugin that learns those files, and the `build.modulePreload.resolveDependencies` that drops them. */
export function pageLoadedPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let loaded: Set<string> | null = null;
  return {
    plugin: {
      name: 'exchange:page-loaded-preloads',
      apply: 'build',
      // Before Vite's own generateBundle, which asks resolveDependencies as it writes the lists.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded = pageLoadedFiles(bundle);
        },
      },
    },
    resolveDependencies(_file, deps, { hostType }) {
      if (hostType !== 'js') return deps;
      if (!loaded) throw new Error('page-loaded preloads: asked before the bundle was known');
      const known = loaded;
      return deps.filter((dep) => !known.has(dep));
    },
  };
}
