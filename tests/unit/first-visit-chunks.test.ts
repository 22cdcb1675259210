import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstVisitChunks } from '../../scripts/compile-hints-plugin';
import { pageLoadedFiles, pageLoadedPreloads } from '../../scripts/page-loaded-plugin';

// Two build steps over the chunks a first visit runs: V8's compile hint on them (compiled while they
// stream in, not function by function inside a phone's long tasks), and the lists of what each import()
// preloads without the files index.html has loaded already.

function chunk(fileName: string, name: string, moduleIds: string[], imports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name,
    isEntry,
    moduleIds,
    imports,
    code: `/* ${name} */`,
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

const build = () =>
  bundleOf(
    chunk('assets/index.js', 'index', ['/app/src/app/main.tsx'], ['assets/zod.js'], true),
    chunk('assets/zod.js', 'zod', ['/app/node_modules/zod/v4/core/core.js']),
    chunk('assets/runtime.js', 'rolldown-runtime', ['\0rolldown/runtime']),
    chunk(
      'assets/app.js',
      'app',
      ['/app/src/app/start-app.tsx', '/app/src/features/sports/components/match-list-page.tsx'],
      ['assets/runtime.js'],
    ),
    chunk(
      'assets/markets-page.js',
      'markets-page',
      ['/app/src/features/markets/components/markets-page.tsx'],
      ['assets/Tabs.js', 'assets/app.js'],
    ),
    chunk('assets/Tabs.js', 'Tabs', ['/app/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs']),
    chunk(
      'assets/wallet-page.js',
      'wallet-page',
      ['/app/src/features/wallet/components/wallet-page.tsx'],
      ['assets/Table.js', 'assets/app.js'],
    ),
    chunk('assets/Table.js', 'Table', ['/app/node_modules/@mantine/core/esm/components/Table/Table.mjs']),
  );

function runGenerateBundle(plugin: Plugin, bundle: Rollup.OutputBundle): void {
  const hook = plugin.generateBundle as {
    handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle, isWrite: boolean) => void;
  };
  hook.handler.call({}, {}, bundle, true);
}

describe('compile hints', () => {
  it("are the boot's, the app's and the market screen's chunks, not another screen's", () => {
    expect([...firstVisitChunks(build(), 'app')].sort()).toEqual([
      'assets/Tabs.js',
      'assets/app.js',
      'assets/index.js',
      'assets/markets-page.js',
      'assets/runtime.js',
      'assets/zod.js',
    ]);
  });

  it("go on a hinted chunk's first line, and leave the others' code as it was", () => {
    const bundle = build();
    runGenerateBundle(compileHints('app'), bundle);
    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    expect(code('assets/app.js')).toBe(`${COMPILE_HINT}/* app */`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(code('assets/wallet-page.js')).toBe('/* wallet-page */');
  });

  it('stop a build that has no app chunk', () => {
    expect(() => firstVisitChunks(build(), 'application')).toThrow(/no 'application' chunk/);
  });
});

describe("an import()'s preload list", () => {
  it("leaves out the entry's files and what index.html preloads, and keeps the screen's own", () => {
    const preloads = pageLoadedPreloads();
    runGenerateBundle(preloads.plugin, build());
    const deps = ['assets/markets-page.js', 'assets/Tabs.js', 'assets/app.js', 'assets/runtime.js', 'assets/index.js', 'assets/zod.js'];
    expect(preloads.resolveDependencies('assets/markets-page.js', deps, { hostId: 'assets/app.js', hostType: 'js' })).toEqual([
      'assets/markets-page.js',
      'assets/Tabs.js',
    ]);
  });

  it("leaves index.html's own preloads as they are", () => {
    const preloads = pageLoadedPreloads();
    runGenerateBundle(preloads.plugin, build());
    const deps = ['assets/app.js', 'assets/runtime.js'];
    expect(preloads.resolveDependencies('assets/app.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });

  it('counts the entry, its static imports and the landing screen with what it imports as loaded', () => {
    expect([...pageLoadedFiles(build())].sort()).toEqual(['assets/app.js', 'assets/index.js', 'assets/runtime.js', 'assets/zod.js']);
  });
});
