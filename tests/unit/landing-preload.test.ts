import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenPreloadFiles, screenStyleFiles } from '../../scripts/landing-preload-plugin';

// The built index.html preloads the landing screen's chunks: the landing page's screen is a
// dynamic import, asked for only after the entry had run, then two rounds of requests on slow 4G.

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

const bundle = bundleOf(
  chunk(
    'assets/index.js',
    ['/app/src/app/main.tsx', '/app/node_modules/react-dom/index.js'],
    ['assets/runtime.js', 'assets/zod.js'],
    ['assets/index.css'],
  ),
  chunk('assets/runtime.js', ['\0rolldown/runtime']),
  chunk('assets/zod.js', ['/app/node_modules/zod/v4/core/core.js']),
  chunk(
    'assets/match-list-page.js',
    ['/app/src/features/sports/components/match-list-page.tsx'],
    ['assets/sports-screen.js', 'assets/List.js', 'assets/runtime.js'],
  ),
  chunk(
    'assets/sports-screen.js',
    ['/app/src/features/sports/components/sports-screen.tsx'],
    ['assets/Badge.js'],
    ['assets/sports-screen.css', 'assets/index.css'],
  ),
  chunk('assets/List.js', ['/app/node_modules/@mantine/core/esm/components/List/List.mjs']),
  chunk('assets/Badge.js', ['/app/node_modules/@mantine/core/esm/components/Badge/Badge.mjs']),
  chunk(
    'assets/markets-page.js',
    ['/app/src/features/markets/components/markets-page.tsx'],
    ['assets/Tabs.js', 'assets/Badge.js'],
    ['assets/markets-page.css'],
  ),
  chunk('assets/Tabs.js', ['/app/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs']),
);

describe('screenPreloadFiles', () => {
  it("names the landing screen's chunk and what it imports, and nothing the entry loads already", () => {
    expect(screenPreloadFiles(bundle, 'assets/index.js')).toEqual([
      'assets/Badge.js',
      'assets/List.js',
      'assets/match-list-page.js',
      'assets/sports-screen.js',
    ]);
  });

  it("leaves the other screens' chunks to their routes", () => {
    const files = screenPreloadFiles(bundle, 'assets/index.js');
    expect(files).not.toContain('assets/markets-page.js');
    expect(files).not.toContain('assets/Tabs.js');
  });

  it('finds nothing in a build without the landing screen (the plugin then stops the build)', () => {
    expect(screenPreloadFiles(bundleOf(chunk('assets/index.js', ['/app/src/app/main.tsx'])), 'assets/index.js')).toEqual([]);
  });
});

// The screen renders only once its style sheet is in (Vite's loader waits for it): asked for after
// the entry had run, the landing screen's sheet held the list's first paint behind it.
describe('screenStyleFiles', () => {
  it("names the style sheets of the landing screen's chunks, less the entry's own", () => {
    expect(screenStyleFiles(bundle, 'assets/index.js')).toEqual(['assets/sports-screen.css']);
  });

  it("names another screen's sheets for that screen only", () => {
    expect(screenStyleFiles(bundle, 'assets/index.js', /markets-page\.tsx$/)).toEqual(['assets/markets-page.css']);
  });
});
