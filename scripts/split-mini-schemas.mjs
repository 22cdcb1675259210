#!/usr/bin/env node
// Last in npm run generate: mini/zod.gen.ts split in first-route and rest modules.
// Why: docs/decisions/0005-generation-pipeline.md
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MINI = path.resolve('src/api/generated/mini');
const FILE = path.join(MINI, 'zod.gen.ts');
const IMPORT = "import * as zodMiniSchema from 'zod/mini';\n";
const source = readFileSync(FILE, 'utf8');
if (!source.includes(IMPORT))
  throw new Error(`split-mini-schemas: ${FILE} does not import zod/mini as zodMiniSchema (run the whole npm run generate)`);
const [head, body] = source.split(IMPORT);

/** A block keeps its JSDoc. */
const blocks = body
  .split('\n\n')
  .filter((block) => block.trim() !== '')
  .map((text) => {
    const name = /^export const (z\w+) = /m.exec(text)?.[1];
    if (!name) throw new Error(`split-mini-schemas: a block without a schema in ${FILE}:\n${text.slice(0, 200)}`);
    return { name, text: text.trim() };
  });
const byName = new Map(blocks.map((block) => [block.name, block]));
const uses = (block) => [...new Set(block.text.match(/\bz[A-Z]\w*/g) ?? [])].filter((name) => name !== block.name && byName.has(name));

const importedNames = (text) =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*mini\/zod\.gen'/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0])
      .filter((name) => /^z\w+$/.test(name)),
  );
const roots = importedNames(readFileSync(path.resolve('src/api/generated/validators-first.gen.ts'), 'utf8'));
const sourceFiles = readdirSync(path.resolve('src'), { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`api${path.sep}generated`));
for (const file of sourceFiles) roots.push(...importedNames(readFileSync(path.resolve('src', file), 'utf8')));

const first = new Set();
const visit = (name) => {
  if (first.has(name)) return;
  if (!byName.has(name)) throw new Error(`split-mini-schemas: ${name} is imported but not generated`);
  first.add(name);
  for (const used of uses(byName.get(name))) visit(used);
};
roots.forEach(visit);

const firstBlocks = blocks.filter((block) => first.has(block.name));
const restBlocks = blocks.filter((block) => !first.has(block.name));
const fromFirst = [...new Set(restBlocks.flatMap(uses))].filter((name) => first.has(name)).sort();
const banner = `${head.trim()}\n// Split by scripts/split-mini-schemas.mjs. Do not edit.\n\n`;
writeFileSync(path.join(MINI, 'zod-first.gen.ts'), `${banner}${IMPORT}\n${firstBlocks.map((block) => block.text).join('\n\n')}\n`);
writeFileSync(
  path.join(MINI, 'zod-rest.gen.ts'),
  `${banner}${IMPORT}import {\n${fromFirst.map((name) => `  ${name},`).join('\n')}\n} from './zod-first.gen';\n\n${restBlocks.map((block) => block.text).join('\n\n')}\n`,
);
writeFileSync(FILE, `${banner}export * from './zod-first.gen';\nexport * from './zod-rest.gen';\n`);
console.log(
  `split-mini-schemas: ${firstBlocks.length} schemas for the first route (mini/zod-first.gen.ts), ${restBlocks.length} after it (mini/zod-rest.gen.ts)`,
);
