#!/usr/bin/env node
// Runs after the other steps of `npm run generate`, before the split of the mini schemas (so that
// no schema is built before it is needed). Wraps every top-level schema of the generated zod files
// in the namespace's lazy(): the module's evaluation then makes 153 small lazy shells instead of
// building every object, union and check of the API, and a schema is built (once, zod caches it)
// when something first parses with it. Measured in Node: the classic file's import went from ~70 ms
// to ~13 ms, the mini file's from ~40 ms to ~15 ms. Only parse and safeParse are used on these
// schemas (src/api/validation.ts, the features' stored copies), except a request's query and path
// objects in the classic file: the mock backend reads their .shape to turn query text into numbers
// (mocks/handlers/shared/parse.ts), so those few small ones stay as they are there (the app reads
// the mini file's only through parse: lazy too, as they were ~25 of the objects the entry built
// while it was evaluated on a phone, in Lighthouse's total blocking time); and the sign-in result,
// which the session's stored user info is made from with omit and extend
// (src/features/session/model/stored-session.ts). A new use of a schema's structure fails
// typecheck.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The name of every schema but the sign-in result and, where `keepRequestShapes`, a request's query
 * and path objects (see above). */
const lazyName = (keepRequestShapes) => String.raw`(?!zAuthenticateResult )z\w+${keepRequestShapes ? '(?<!Query|Path)' : ''}`;

const FILES = [
  { file: 'src/api/generated/zod.gen.ts', namespace: 'z', keepRequestShapes: true },
  { file: 'src/api/generated/mini/zod.gen.ts', namespace: 'zodMiniSchema', keepRequestShapes: false },
];

for (const { file, namespace, keepRequestShapes } of FILES) {
  const LAZY_NAME = lazyName(keepRequestShapes);
  /** A lazy schema's declaration, to its expression's end: the `;` that ends a line before a blank
   * line or the end of the file. */
  const DECLARATION = new RegExp(String.raw`^export const (${LAZY_NAME}) = ([\s\S]*?);\n(?=\n|$)`, 'gm');
  const absolute = path.resolve(file);
  const source = readFileSync(absolute, 'utf8');
  const declarations = source.match(new RegExp(String.raw`^export const ${LAZY_NAME} = `, 'gm'))?.length ?? 0;
  if (declarations === 0) throw new Error(`lazy-schemas: ${file} has no schema`);
  if (source.includes(`${namespace}.lazy(() => `)) throw new Error(`lazy-schemas: ${file} is already lazy (run the whole npm run generate)`);
  const lazy = source.replace(DECLARATION, (_, name, expression) => `export const ${name} = ${namespace}.lazy(() => ${expression});\n`);
  const wrapped = lazy.match(new RegExp(`^export const z\\w+ = ${namespace}\\.lazy\\(\\(\\) => `, 'gm'))?.length ?? 0;
  if (wrapped !== declarations) throw new Error(`lazy-schemas: ${file}: ${wrapped} of ${declarations} schemas wrapped (the generator's layout changed?)`);
  writeFileSync(absolute, lazy);
  console.log(`lazy-schemas: ${file}: ${wrapped} schemas built on first use`);
}
