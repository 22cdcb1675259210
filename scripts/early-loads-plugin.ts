// `npm run build` only (for a fast first visit: the data starts with the page): index.html loads a
// small script of its own before the entry, src/app/boot/early-loads-script.ts bundled alone (about 1 KB),
// which hints the first page's API calls and, on a market page, the market screen's chunks to the
// browser. Without it the first call left once the entry (~170 KB gzip) had arrived and run: ~2.5 s into
// a first visit on slow 4G. It is a file, not an inline script: the Content-Security-Policy allows
// scripts of 'self' only. At the head's start and `defer`: requested at once, run as soon as the
// page is parsed and before the entry (deferred and module scripts run in document order). As a
// blocking script it held the page's parsing and paint for a round trip, and on a market page the
// chunks it hinted went ahead of the entry: the entry came in at 5.2 s instead of 2.4 s
// (audit:lighthouse's applied timeline). The mock build has none: its calls go to the in-page mock, which
// is not up before the entry runs.
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { EARLY_ROUTES } from '../src/app/boot/early-routes';
import { MARKETS_SCREEN, entryChunk, screenPreloadFiles, screenStyleFiles, staticClosure } from './landing-preload-plugin';

const SCRIPT_SOURCE = fileURLToPath(new URL('../src/app/boot/early-loads-script.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** The early script's tag goes before the first script or link index.html has after its title. */
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
      // What index.html loads already (the entry's closure, the landing screen's preload) is not hinted again.
      const loaded = new Set([...staticClosure(bundle, entry.fileName), ...screenPreloadFiles(bundle, entry.fileName)]);
      const marketScreenFiles = screenPreloadFiles(bundle, entry.fileName, MARKETS_SCREEN)
        .filter((file) => !loaded.has(file))
        .map((file) => `${base}${file}`);
      const loadedStyles = new Set(screenStyleFiles(bundle, entry.fileName));
      const marketScreenStyles = screenStyleFiles(bundle, entry.fileName, MARKETS_SCREEN)
        .filter((file) => !loadedStyles.has(file))
        .map((file) => `${base}${file}`);
      if (marketScreenFiles.length === 0) throw new Error('early loads: no chunk holds the market screen (src/features/markets/components/markets-page.tsx)');
      const build = await rolldown({
        input: SCRIPT_SOURCE,
        resolve: { alias: { '@': SRC } },
        transform: {
          define: {
            __EARLY_LOADS__: JSON.stringify({ apiBaseUrl: env.VITE_API_BASE_URL, apiBaseUrlTest: env.VITE_API_BASE_URL_TEST, routes: EARLY_ROUTES, marketScreenFiles, marketScreenStyles }),
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
