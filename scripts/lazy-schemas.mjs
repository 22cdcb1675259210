#!/usr/bin/env node
// npm run generate: each schema wrapped in lazy(), built at its first parse; two kinds stay eager.
// Why: docs/decisions/0005-generation-pipeline.md
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lazyName = (keepRequestShapes) => String.raw`(?!zAuthenticateResult )z\w+${keepRequestShapes ? '(?<!Query|Path)' : ''}`;

const FILES = [
  { file: 'src/api/generated/zod.gen.ts', namespace: 'z', keepRequestShapes: true },
  { file: 'src/api/generated/mini/zod.gen.ts', namespace: 'zodMiniSchema', keepRequestShapes: false },
];

for (const { file, namespace, keepRequestShapes } of FILES) {
  const LAZY_NAME = lazyName(keepRequestShapes);
  /** To the `;` that ends a line before a blank line or the end of the file. */
  const DECLARATION = new RegExp(String.raw`^export const (${LAZY_NAME}) = ([\s\S]*?);\n(?=\n|$)`, 'gm');
  const absolute = path.resolve(file);
  const source = readFileSync(absolute, 'utf8');
  const declarations = source.match(new RegExp(String.raw`^export const ${LAZY_NAME} = `, 'gm'))?.length ?? 0;
  if (declarations === 0) throw new Error(`lazy-schemas: ${file} has no schema`);
  if (source.includes(`${namespace}.lazy(() => `))
    throw new Error(`lazy-schemas: ${file} is already lazy (run the whole npm run generate)`);
  const lazy = source.replace(DECLARATION, (_, name, expression) => `export const ${name} = ${namespace}.lazy(() => ${expression});\n`);
  const wrapped = lazy.match(new RegExp(`^export const z\\w+ = ${namespace}\\.lazy\\(\\(\\) => `, 'gm'))?.length ?? 0;
  if (wrapped !== declarations)
    throw new Error(`lazy-schemas: ${file}: ${wrapped} of ${declarations} schemas wrapped (the generator's layout changed?)`);
  writeFileSync(absolute, lazy);
  console.log(`lazy-schemas: ${file}: ${wrapped} schemas built on first use`);
}
