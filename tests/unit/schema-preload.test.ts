import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { schemaPreloadFiles } from '../../scripts/schema-preload-plugin';

// The built index.html preloads the schemas' chunks (issue 20): the first API call of every page waits
// for them, and as dynamic imports they were asked for only after the entry had run, then queued
// behind the screen's chunks on a slow connection.

function chunk(fileName: string, moduleIds: string[], imports: string[] = []): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

const bundle = bundleOf(
  chunk('assets/index.js', ['/app/src/app/main.tsx', '/app/node_modules/react-dom/index.js'], ['assets/runtime.js', 'assets/zod-core.js']),
  chunk('assets/runtime.js', ['\0rolldown/runtime']),
  chunk('assets/zod-core.js', ['/app/node_modules/zod/v4/core/core.js']),
  chunk('assets/zod.gen.js', ['/app/src/api/generated/zod.gen.ts'], ['assets/schemas.js', 'assets/runtime.js']),
  chunk('assets/schemas.js', ['/app/node_modules/zod/v4/classic/schemas.js'], ['assets/zod-core.js']),
  chunk('assets/validators.gen.js', ['/app/src/api/generated/validators.gen.ts']),
  chunk('assets/request-schema.js', ['/app/src/api/request-schema.ts'], ['assets/schemas.js']),
  chunk('assets/markets-page.js', ['/app/src/features/markets/components/markets-page.tsx'], ['assets/tabs.js']),
  chunk('assets/tabs.js', ['/app/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs']),
);

describe('schemaPreloadFiles', () => {
  it("names the schemas' chunks and what they import, and nothing the entry loads already", () => {
    expect(schemaPreloadFiles(bundle, 'assets/index.js')).toEqual(['assets/request-schema.js', 'assets/schemas.js', 'assets/validators.gen.js', 'assets/zod.gen.js']);
  });

  it("leaves the screens' chunks to their routes", () => {
    const files = schemaPreloadFiles(bundle, 'assets/index.js');
    expect(files).not.toContain('assets/markets-page.js');
    expect(files).not.toContain('assets/tabs.js');
  });

  it('finds nothing in a build without the schemas (the plugin then stops the build)', () => {
    expect(schemaPreloadFiles(bundleOf(chunk('assets/index.js', ['/app/src/app/main.tsx'])), 'assets/index.js')).toEqual([]);
  });
});
