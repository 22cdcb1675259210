#!/usr/bin/env node
// `npm run size` (issue 9): gzip size of what the browser needs for the first route (/matchlist/3)
// and of every route chunk, against the budgets. Reads dist/.vite/manifest.json from `npm run build`,
// so it measures the real chunk graph: the entry, its static imports, and the match-list screen's
// chunk with its static imports. Exits 1 when a budget is exceeded; prints the figures either way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const ENTRY = 'index.html';
/** The screen behind the default landing page /matchlist/3 (spec §9). */
const FIRST_ROUTE_SCREEN = 'src/features/sports/match-list-page.tsx';
const KB = 1024;
const BUDGETS = { firstRouteJs: 170 * KB, firstRouteCss: 30 * KB, routeChunk: 60 * KB };

if (!existsSync(MANIFEST)) {
  console.error('size: no dist/.vite/manifest.json — run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(path.join(DIST, file))).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A manifest key and every chunk it imports statically, once each. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const screenKey = Object.keys(manifest).find((key) => key === FIRST_ROUTE_SCREEN);
if (!screenKey) {
  console.error(`size: ${FIRST_ROUTE_SCREEN} is not a chunk of this build (did the route table change?)`);
  process.exit(1);
}
const firstRoute = new Set([...staticClosure(ENTRY), ...staticClosure(screenKey)]);
const js = [...firstRoute].map((key) => manifest[key].file);
const css = [...new Set([...firstRoute].flatMap((key) => manifest[key].css ?? []))];
const firstJs = js.reduce((sum, file) => sum + gzipped(file), 0);
const firstCss = css.reduce((sum, file) => sum + gzipped(file), 0);

// Route chunks: every dynamically imported module's own chunk (what a navigation adds).
const routeChunks = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => ({ key, file: chunk.file, size: gzipped(chunk.file) }))
  .sort((a, b) => b.size - a.size);

const problems = [];
if (firstJs > BUDGETS.firstRouteJs) problems.push(`first-route JS ${kb(firstJs)} > ${kb(BUDGETS.firstRouteJs)}`);
if (firstCss > BUDGETS.firstRouteCss) problems.push(`first-route CSS ${kb(firstCss)} > ${kb(BUDGETS.firstRouteCss)}`);
for (const chunk of routeChunks) if (chunk.size > BUDGETS.routeChunk) problems.push(`route chunk ${chunk.key} ${kb(chunk.size)} > ${kb(BUDGETS.routeChunk)}`);

console.log(`First route (/matchlist/3): ${js.length} JS files, ${css.length} CSS files`);
console.log(`  JS   ${kb(firstJs).padStart(9)} gzip   (budget ${kb(BUDGETS.firstRouteJs)})`);
console.log(`  CSS  ${kb(firstCss).padStart(9)} gzip   (budget ${kb(BUDGETS.firstRouteCss)})`);
console.log(`Route chunks (gzip, budget ${kb(BUDGETS.routeChunk)} each):`);
for (const chunk of routeChunks) console.log(`  ${kb(chunk.size).padStart(9)}  ${chunk.key}`);
const mockCode = Object.values(manifest).some((chunk) => /msw|mockServiceWorker|mocks\//.test(chunk.file + (chunk.src ?? '')));
console.log(`Mock code in the build: ${mockCode ? 'YES' : 'none'}`);
if (mockCode) problems.push('the build contains mock code');
if (problems.length > 0) {
  console.log(`\nsize: OVER BUDGET\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize: within budget');
