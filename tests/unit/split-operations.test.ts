import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as queries from '@/api/generated/@tanstack/react-query.gen';
import * as sdk from '@/api/generated/sdk.gen';

// scripts/split-operations.mjs (the last step of `npm run generate`) puts each generated operation in a
// module of its own, so that a chunk carries only the operations it calls. Nothing the generator
// wrote may be lost on the way, and a module may import only what it uses, or the split is undone.

const GENERATED = path.resolve('src/api/generated');
const types = readFileSync(path.join(GENERATED, 'types.gen.ts'), 'utf8');
const operations = [...types.matchAll(/^export type (\w+)Data = /gm)].map(
  (match) => `${match[1]?.charAt(0).toLowerCase()}${match[1]?.slice(1)}`,
);

describe('the generated operations, one module each', () => {
  it('the SDK still offers one function per operation the generator typed', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(Object.keys(sdk).sort()).toEqual([...operations].sort());
    for (const name of operations) expect(typeof (sdk as Record<string, unknown>)[name]).toBe('function');
  });

  it('the query options and mutations still cover every operation', () => {
    const names = Object.keys(queries);
    for (const name of operations)
      expect(names.some((exported) => exported === `${name}Options` || exported === `${name}Mutation`)).toBe(true);
    expect(typeof queries.getSportTreeQueryKey).toBe('function');
  });

  it('each module imports only names its code uses (an unused import would pull that module along)', () => {
    for (const folder of [path.join(GENERATED, 'sdk'), path.join(GENERATED, '@tanstack/react-query')]) {
      const files = readdirSync(folder);
      expect(files.length).toBeGreaterThanOrEqual(operations.length);
      for (const file of files) {
        const text = readFileSync(path.join(folder, file), 'utf8');
        const code = text.replace(/^import .*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
        const imported = [...text.matchAll(/^import (?:type )?\{([^}]*)\}/gm)].flatMap(
          (match) =>
            match[1]?.split(',').map(
              (part) =>
                part
                  .trim()
                  .replace(/^type /, '')
                  .split(' as ')
                  .at(-1) ?? '',
            ) ?? [],
        );
        for (const name of imported)
          expect(new RegExp(`\\b${name.replace('$', '\\$')}\\b`).test(code), `${file} imports ${name}`).toBe(true);
      }
    }
  });
});
