// `npm start` only (bundled dev server): index.html preloads every chunk a landing-page reload runs.
// Why: docs/decisions/0021-the-developers-reload.md
import type { Plugin, Rollup } from 'vite';
import { entryChunk, LANDING_SCREEN, staticClosure } from './landing-preload-plugin';

/** Vite's bundled-dev client imports it, and the entry imports the client: first, or it waits behind the preloads below. */
const DEV_RUNTIME = '/@rolldown/experimental-runtime.mjs';

/** The boot's dynamic imports in dev, in the order they run: the mock, then the app and its first screen. */
const BOOT_PATH = [
  /[\\/]src[\\/]app[\\/]start-mocking\.ts$/,
  /[\\/]mocks[\\/]browser\.ts$/,
  /[\\/]src[\\/]app[\\/]start-app\.tsx$/,
  LANDING_SCREEN,
];

/** The chunks of the boot path that the entry does not load itself, in the order the boot asks for them. */
export function devBootPreloadFiles(bundle: Rollup.OutputBundle): string[] {
  const entry = entryChunk(bundle, 'dev boot preload');
  const loaded = staticClosure(bundle, entry.fileName);
  const files = new Set<string>();
  for (const screen of BOOT_PATH) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk' || !output.moduleIds.some((id) => screen.test(id))) continue;
      for (const file of staticClosure(bundle, output.fileName)) if (!loaded.has(file)) files.add(file);
    }
  }
  return [...files];
}

export function devBootPreload(): Plugin {
  return {
    name: 'exchange:dev-boot-preload',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The unbundled dev server has no bundle: each module is its own request there.
        if (!bundle) return [];
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', href: DEV_RUNTIME }, injectTo: 'head-prepend' as const },
          ...devBootPreloadFiles(bundle).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
