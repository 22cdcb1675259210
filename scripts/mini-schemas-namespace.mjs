#!/usr/bin/env node
// Runs after `openapi-ts -f openapi-ts.mini.config.ts` (npm run generate). Renames the zod/mini
// namespace of src/api/generated/mini/zod.gen.ts from `z` to `zodMiniSchema`, a name nothing else
// uses, so vite.config.ts can declare its calls pure (treeshake.manualPureFunctions): the first route
// then keeps only the schemas it parses (it has a size budget) instead of every schema of the API. A
// plain `z` could not be declared pure: minified dependencies have functions of that name.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.resolve('src/api/generated/mini/zod.gen.ts');
const NAMESPACE = 'zodMiniSchema';
const source = readFileSync(FILE, 'utf8');
const importLine = "import * as z from 'zod/mini';";
if (!source.includes(importLine)) throw new Error(`mini-schemas-namespace: ${FILE} does not start with ${importLine}`);
if (source.includes(NAMESPACE)) throw new Error(`mini-schemas-namespace: ${FILE} already uses ${NAMESPACE}`);
// Code only: the generated file has no `z.` inside its strings, comments aside (checked below).
const renamed = source
  .replace(importLine, `import * as ${NAMESPACE} from 'zod/mini';`)
  .replace(/(^|[^\w$.'"`])z\./gm, `$1${NAMESPACE}.`);
if (/(^|[^\w$.])z\./m.test(renamed.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) throw new Error('mini-schemas-namespace: a `z.` was left');
writeFileSync(FILE, renamed);
console.log(`mini-schemas-namespace: ${path.relative(process.cwd(), FILE)} uses ${NAMESPACE}`);
