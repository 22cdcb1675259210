import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { devBootPreloadFiles } from '../../scripts/dev-boot-preload-plugin';

// npm start's page preloads the chunks its boot asks for one after the other (the mock, the app, the
// landing screen): without them a warm reload waited a round trip to the dev server a level.

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rollup.OutputChunk;
}

const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/app/src/app/main.tsx'], ['assets/runtime.js'], true),
    chunk('assets/runtime.js', ['\0rolldown/runtime']),
    chunk('assets/start-mocking.js', ['/app/src/app/start-mocking.ts'], ['assets/runtime.js']),
    chunk('assets/browser.js', ['/app/mocks/browser.ts'], ['assets/intl.js']),
    chunk('assets/intl.js', ['/app/src/lib/intl.ts']),
    chunk('assets/start-app.js', ['/app/src/app/start-app.tsx'], ['assets/react-dom.js']),
    chunk('assets/react-dom.js', ['/app/node_modules/react-dom/index.js']),
    chunk('assets/match-list-page.js', ['/app/src/features/sports/components/match-list-page.tsx'], ['assets/event-list.js']),
    chunk('assets/event-list.js', ['/app/src/features/sports/components/event-list.tsx'], ['assets/react-dom.js']),
    chunk('assets/casino-page.js', ['/app/src/features/casino/components/casino-page.tsx'], ['assets/react-dom.js']),
  ].map((each) => [each.fileName, each]),
);

describe('npm start preloads the boot path', () => {
  it('lists the mock, the app and the landing screen with what they import, in the order the boot asks', () => {
    expect(devBootPreloadFiles(bundle)).toEqual([
      'assets/start-mocking.js',
      'assets/browser.js',
      'assets/intl.js',
      'assets/start-app.js',
      'assets/react-dom.js',
      'assets/match-list-page.js',
      'assets/event-list.js',
    ]);
  });

  it('leaves out what the entry loads and the screens a reload of the landing page does not run', () => {
    const files = devBootPreloadFiles(bundle);
    expect(files).not.toContain('assets/runtime.js');
    expect(files).not.toContain('assets/index.js');
    expect(files).not.toContain('assets/casino-page.js');
  });
});
