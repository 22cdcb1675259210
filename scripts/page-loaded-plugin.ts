// Build only: import() preload lists leave out what every page has loaded already.
// Why: docs/decisions/0004-first-paint-chunking-and-boot.md
import type { Plugin, Rollup, ResolveModulePreloadDependenciesFn } from 'vite';
import { entryChunk, screenPreloadFiles, staticClosure } from './landing-preload-plugin';

export function pageLoadedFiles(bundle: Rollup.OutputBundle): Set<string> {
  const entry = entryChunk(bundle, 'page-loaded files');
  return new Set([...staticClosure(bundle, entry.fileName), ...screenPreloadFiles(bundle, entry.fileName)]);
}

export function pageLoadedPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let loaded: Set<string> | null = null;
  return {
    plugin: {
      name: 'exchange:page-loaded-preloads',
      apply: 'build',
      // Before Vite's own, which asks resolveDependencies.
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
