#!/usr/bin/env node
// `npm run size` (docs/performance.md "Size"): exits 1 over a budget or on mock code.
//   node scripts/size-budget.mjs [--dist <folder>]   (default dist/)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const distArg = process.argv.indexOf('--dist');
const DIST = path.resolve(distArg > 0 ? process.argv[distArg + 1] : 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const ENTRY = 'index.html';
/** Part of every first route, not a route chunk. */
const APP_CHUNK = 'app';
const FIRST_ROUTE_SCREEN = 'src/features/sports/components/match-list-page.tsx';
const KB = 1024;
const BUDGETS = { firstRouteJs: 170 * KB, firstRouteCss: 30 * KB, routeChunk: 60 * KB };

if (!existsSync(MANIFEST)) {
  console.error(`size: no ${path.relative(process.cwd(), MANIFEST)} — run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const APP = (manifest[ENTRY]?.dynamicImports ?? []).find((key) => manifest[key]?.name === APP_CHUNK);
if (!APP) {
  console.error(`size: the entry imports no '${APP_CHUNK}' chunk (did the boot chunk, src/app/main.tsx, change?)`);
  process.exit(1);
}
const screen = manifest[FIRST_ROUTE_SCREEN] ? staticClosure(FIRST_ROUTE_SCREEN) : [];
const firstRoute = new Set([...staticClosure(ENTRY), ...staticClosure(APP), ...screen]);
const html = readFileSync(path.join(DIST, ENTRY), 'utf8');
const preloaded = [
  ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ...html.matchAll(/<script (?:defer )?src="\/([^"]+)"/g),
].map((match) => match[1]);
const jsFiles = [...new Set([...[...firstRoute].map((key) => manifest[key].file), ...preloaded])].map((file) => ({
  file,
  size: gzipped(file),
}));
const cssFiles = [...new Set([...firstRoute].flatMap((key) => manifest[key].css ?? []))].map((file) => ({ file, size: gzipped(file) }));
const sum = (files) => files.reduce((total, { size }) => total + size, 0);
const firstJs = sum(jsFiles);
const firstCss = sum(cssFiles);

const routeChunks = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key !== APP)
  .map(([key, chunk]) => ({ key, file: chunk.file, size: gzipped(chunk.file) }))
  .sort((a, b) => b.size - a.size);

const problems = [];
if (firstJs > BUDGETS.firstRouteJs) problems.push(`first-route JS ${kb(firstJs)} > ${kb(BUDGETS.firstRouteJs)}`);
if (firstCss > BUDGETS.firstRouteCss) problems.push(`first-route CSS ${kb(firstCss)} > ${kb(BUDGETS.firstRouteCss)}`);
for (const chunk of routeChunks)
  if (chunk.size > BUDGETS.routeChunk) problems.push(`route chunk ${chunk.key} ${kb(chunk.size)} > ${kb(BUDGETS.routeChunk)}`);

const mark = (size, budget) => (size > budget ? '  OVER' : '');
console.log(
  `${path.relative(process.cwd(), DIST) || '.'}: first route (/matchlist/3): ${jsFiles.length} JS files, ${cssFiles.length} CSS files`,
);
// In bytes too: first-route JS only goes down (issue 30).
console.log(
  `  JS   ${kb(firstJs).padStart(9)} gzip   (budget ${kb(BUDGETS.firstRouteJs)}; ${firstJs.toLocaleString('en')} bytes)${mark(firstJs, BUDGETS.firstRouteJs)}`,
);
console.log(`  CSS  ${kb(firstCss).padStart(9)} gzip   (budget ${kb(BUDGETS.firstRouteCss)})${mark(firstCss, BUDGETS.firstRouteCss)}`);
console.log(`  HTML ${kb(gzipped(ENTRY)).padStart(9)} gzip   (${kb(readFileSync(path.join(DIST, ENTRY)).length)} raw)`);
console.log('  largest first-route files:');
for (const { file, size } of [...jsFiles, ...cssFiles].sort((a, b) => b.size - a.size).slice(0, 10))
  console.log(`    ${kb(size).padStart(9)}  ${file}`);
console.log(`Route chunks (${routeChunks.length}, gzip, budget ${kb(BUDGETS.routeChunk)} each):`);
for (const chunk of routeChunks) console.log(`  ${kb(chunk.size).padStart(9)}  ${chunk.key}${mark(chunk.size, BUDGETS.routeChunk)}`);

// By source too: a lazy chunk's file is named by its hash alone.
const mockChunks = Object.values(manifest).filter((chunk) =>
  /msw|mockServiceWorker|mocks\/|start-mocking/.test(`${chunk.file} ${chunk.src ?? ''} ${chunk.name ?? ''}`),
);
const workerScript = readdirSync(DIST, { recursive: true }).filter((file) =>
  /mockServiceWorker\.js$|mock-worker\.js$|mock-casino/.test(String(file)),
);
const mockCode = mockChunks.length + workerScript.length > 0;
console.log(
  `Mock code in the build: ${mockCode ? `YES (${[...mockChunks.map((chunk) => chunk.src ?? chunk.file), ...workerScript].join(', ')})` : 'none'}`,
);
if (mockCode) problems.push('the build contains mock code');
if (problems.length > 0) {
  console.log(`\nsize: OVER BUDGET\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize: within budget');
