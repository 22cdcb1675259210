// npm run build only: a small script before the entry hints the first page's calls and chunks.
// Why: docs/decisions/0004-first-paint-chunking-and-boot.md
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { EARLY_ROUTES } from '../src/app/boot/early-routes';
import { MARKETS_SCREEN, entryChunk, screenPreloadFiles, screenStyleFiles, staticClosure } from './landing-preload-plugin';

const SCRIPT_SOURCE = fileURLToPath(new URL('../src/app/boot/early-loads-script.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));

export function insertEarlyScript(html: string, src: string): string {
  const tag = `<script defer src="${src}"></script>`;
  const at = html.search(/<(script|link)\b[^>]*>/);
  if (at < 0 || at > html.indexOf('</head>')) throw new Error('early loads: index.html has no script or link in its head');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

export function earlyLoadsScript(env: Record<string, string | undefined>): Plugin {
  let base = '/';
  return {
    name: 'exchange:early-loads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const entry = entryChunk(bundle, 'early loads');
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('early loads: the build has no index.html');
      const loaded = new Set([...staticClosure(bundle, entry.fileName), ...screenPreloadFiles(bundle, entry.fileName)]);
      const marketScreenFiles = screenPreloadFiles(bundle, entry.fileName, MARKETS_SCREEN)
        .filter((file) => !loaded.has(file))
        .map((file) => `${base}${file}`);
      const loadedStyles = new Set(screenStyleFiles(bundle, entry.fileName));
      const marketScreenStyles = screenStyleFiles(bundle, entry.fileName, MARKETS_SCREEN)
        .filter((file) => !loadedStyles.has(file))
        .map((file) => `${base}${file}`);
      if (marketScreenFiles.length === 0)
        throw new Error('early loads: no chunk holds the market screen (src/features/markets/components/markets-page.tsx)');
      const build = await rolldown({
        input: SCRIPT_SOURCE,
        resolve: { alias: { '@': SRC } },
        transform: {
          define: {
            __EARLY_LOADS__: JSON.stringify({
              apiBaseUrl: env.VITE_API_BASE_URL,
              apiBaseUrlTest: env.VITE_API_BASE_URL_TEST,
              routes: EARLY_ROUTES,
              marketScreenFiles,
              marketScreenStyles,
            }),
          },
        },
      });
      const { output } = await build.generate({ format: 'iife', minify: true });
      await build.close();
      const [chunk] = output;
      if (!chunk || chunk.type !== 'chunk' || output.length !== 1) throw new Error('early loads: the script did not bundle into one file');
      const reference = this.emitFile({ type: 'asset', name: 'early-loads.js', source: chunk.code });
      const fileName = this.getFileName(reference);
      html.source = insertEarlyScript(String(html.source), `${base}${fileName}`);
    },
  };
}
