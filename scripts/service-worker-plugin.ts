// npm run build only: the service worker with this build's precache list, and the default manifest.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { MANIFEST_PATH, SHELL_PATH, WORKER_PATH, type PrecacheManifest } from '../src/features/pwa/model/precache';
import { DEFAULT_MANIFEST } from '../src/features/pwa/model/brand-manifest';

const WORKER_SOURCE = fileURLToPath(new URL('../src/features/pwa/service-worker.ts', import.meta.url));

/** Not the manifest, source maps or images. */
export function precacheFiles(fileNames: readonly string[]): string[] {
  const files = fileNames.filter((name) => name === 'index.html' || /^assets\/.+\.(js|css)$/.test(name)).map((name) => `/${name}`);
  return files.sort((a, b) => (a === SHELL_PATH ? -1 : b === SHELL_PATH ? 1 : a.localeCompare(b)));
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'exchange:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH }, injectTo: 'head' }],
    async writeBundle(_options, bundle) {
      const files = precacheFiles(Object.keys(bundle));
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
      const manifest: PrecacheManifest = { version: hash.digest('hex').slice(0, 16), files };
      const build = await rolldown({
        input: WORKER_SOURCE,
        transform: { define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest) } },
      });
      const { output } = await build.generate({ format: 'iife', minify: true });
      await build.close();
      const [chunk] = output;
      if (!chunk || chunk.type !== 'chunk') throw new Error('service worker: the bundle has no script');
      writeFileSync(path.join(outDir, WORKER_PATH.slice(1)), chunk.code);
      writeFileSync(path.join(outDir, MANIFEST_PATH.slice(1)), JSON.stringify(DEFAULT_MANIFEST, null, 2));
    },
  };
}
