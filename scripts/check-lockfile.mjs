#!/usr/bin/env node
// Every platform's optional packages are locked, and `npm install --package-lock-only` leaves the lockfile
// byte-identical (skipped with --offline).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = join(root, 'package-lock.json');
const offline = process.argv.includes('--offline');
const before = readFileSync(lockPath, 'utf8');
const lock = JSON.parse(before);
const packages = lock.packages ?? {};

function resolveEntry(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
}

const overrides = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).overrides ?? {};
const problems = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolveEntry(path, name)) problems.push(`${path || '(root)'} declares optional ${name}, which has no entry`);
  }
  for (const [name, spec] of Object.entries({ ...entry.dependencies, ...entry.devDependencies })) {
    if (spec === 'latest' && !overrides[name]) {
      problems.push(`${path} asks for ${name}@latest and package.json's overrides do not pin it`);
    }
  }
}

if (problems.length) {
  console.error(`check-lockfile: package-lock.json is incomplete (npm ci would fail or drift):\n  ${problems.join('\n  ')}`);
  console.error('Regenerate it with a clean cache: npm install --package-lock-only --cache "$(mktemp -d)"');
  process.exit(1);
}
console.log(`check-lockfile: ${Object.keys(packages).length - 1} locked packages, every optional platform package present`);

if (!offline) {
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const after = readFileSync(lockPath, 'utf8');
  if (after !== before) {
    writeFileSync(lockPath, before);
    const b = before.split('\n');
    const a = after.split('\n');
    let i = 0;
    while (i < Math.min(a.length, b.length) && a[i] === b[i]) i += 1;
    console.error(
      `check-lockfile: \`npm install\` rewrites package-lock.json (first difference at line ${i + 1}):\n` +
        `  locked:    ${b[i] ?? '(end of file)'}\n  rewritten: ${a[i] ?? '(end of file)'}\n` +
        'Pin the moving dependency with an `overrides` entry in package.json and regenerate the lockfile.',
    );
    process.exit(1);
  }
  console.log('check-lockfile: `npm install --package-lock-only` leaves package-lock.json byte-identical');
}
