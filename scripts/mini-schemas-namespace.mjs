#!/usr/bin/env node
// npm run generate: zod/mini's namespace renamed `zodMiniSchema`, so vite.config.ts can declare its calls pure.
// Why: docs/decisions/0005-generation-pipeline.md
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.resolve('src/api/generated/mini/zod.gen.ts');
const NAMESPACE = 'zodMiniSchema';
const source = readFileSync(FILE, 'utf8');
const importLine = "import * as z from 'zod/mini';";
if (!source.includes(importLine)) throw new Error(`mini-schemas-namespace: ${FILE} does not start with ${importLine}`);
if (source.includes(NAMESPACE)) throw new Error(`mini-schemas-namespace: ${FILE} already uses ${NAMESPACE}`);
// Code only: the file has no `z.` inside its strings (checked below).
const renamed = source.replace(importLine, `import * as ${NAMESPACE} from 'zod/mini';`).replace(/(^|[^\w$.'"`])z\./gm, `$1${NAMESPACE}.`);
if (/(^|[^\w$.])z\./m.test(renamed.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) throw new Error('mini-schemas-namespace: a `z.` was left');
writeFileSync(FILE, renamed);
console.log(`mini-schemas-namespace: ${path.relative(process.cwd(), FILE)} uses ${NAMESPACE}`);
