#!/usr/bin/env node
// `npm run check:secrets`: no configured secret and no mock or test credential in the built files.
//   node scripts/check-secrets.mjs [--dist <folder>]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SECRET_KEYS = ['VITE_TOKEN_CLIENT_ID', 'VITE_TOKEN_CLIENT_SECRET', 'VITE_SIGNUP_FIXED_OTP'];
const ENV_FILES = [
  '.env',
  '.env.local',
  '.env.development',
  '.env.development.local',
  '.env.production',
  '.env.production.local',
  '.env.test',
  '.env.mock',
];

/** As text, case-insensitive (docs/mock-backend.md "Users"). */
export const TEST_CREDENTIALS = [
  { what: 'mock password', pattern: /Player@123/i },
  { what: 'mock user name', pattern: /\bplayer[12]\b/i },
  { what: 'mock access token', pattern: /mock-at-/i },
  { what: 'mock refresh token', pattern: /mock-rt-/i },
  { what: 'mock casino token', pattern: /mock-casino-\d/i },
];

export function parseDotenv(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

export function configuredSecrets(root, env = process.env) {
  const found = [];
  const add = (key, value, source) => {
    if (value && value.trim() !== '' && !found.some((secret) => secret.value === value)) found.push({ key, value, source });
  };
  for (const file of ENV_FILES) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const values = parseDotenv(readFileSync(full, 'utf8'));
    for (const key of SECRET_KEYS) add(key, values[key], file);
  }
  for (const key of SECRET_KEYS) add(key, env[key], 'the environment');
  return found;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits-only values must stand alone (123456 inside 91234567 is not the OTP). */
function secretPattern(value) {
  const literal = escapeRegExp(value);
  return /^\d+$/.test(value) ? new RegExp(`(?<![0-9])${literal}(?![0-9])`) : new RegExp(literal);
}

export function findSecrets(text, secrets) {
  const checks = [
    ...secrets.map((secret) => ({ what: `${secret.key} (from ${secret.source})`, pattern: secretPattern(secret.value) })),
    ...TEST_CREDENTIALS,
  ];
  const findings = [];
  for (const { what, pattern } of checks) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      const start = Math.max(0, match.index - 30);
      findings.push({ what, match: match[0], context: text.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ') });
    }
  }
  return findings;
}

export const BUILD_RECORD = 'node_modules/.cache/exchange-build/out-dir.json';

/** npm passes no arguments to postbuild. */
export function recordBuildOutDir(root, outDir, env = process.env) {
  if (env.npm_lifecycle_event !== 'build') return;
  const record = path.join(root, BUILD_RECORD);
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(record, `${JSON.stringify({ outDir: path.resolve(root, outDir) })}\n`);
}

export function folderToCheck(root, argv = process.argv) {
  const distArg = argv.indexOf('--dist');
  if (distArg > 0 && argv[distArg + 1]) return path.resolve(root, argv[distArg + 1]);
  const record = path.join(root, BUILD_RECORD);
  if (existsSync(record)) {
    try {
      const { outDir } = JSON.parse(readFileSync(record, 'utf8'));
      if (typeof outDir === 'string' && outDir !== '') return path.resolve(root, outDir);
    } catch {
      // unreadable: the default folder
    }
  }
  return path.resolve(root, 'dist');
}

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((file) => path.join(folder, String(file)))
    .filter((file) => statSync(file).isFile());
}

function main() {
  const dist = folderToCheck(process.cwd());
  if (!existsSync(dist)) {
    console.error(`check-secrets: no ${path.relative(process.cwd(), dist)}/ — run \`npm run build\` first.`);
    process.exit(1);
  }
  const secrets = configuredSecrets(process.cwd());
  const files = filesUnder(dist);
  let count = 0;
  for (const file of files) {
    const findings = findSecrets(readFileSync(file, 'latin1'), secrets);
    for (const finding of findings) {
      count++;
      console.log(`  ${path.relative(process.cwd(), file)}: ${finding.what}: "${finding.match}" in …${finding.context}…`);
    }
  }
  const checked = `${files.length} files, ${secrets.length} configured secrets (${secrets.map((secret) => secret.key).join(', ') || 'none set'}) and ${TEST_CREDENTIALS.length} test credentials`;
  if (count > 0) {
    console.log(`check-secrets: FAILED — ${count} finding(s) in ${path.relative(process.cwd(), dist)}/ (${checked})`);
    process.exit(1);
  }
  console.log(`check-secrets: ${path.relative(process.cwd(), dist)}/ is clean (${checked})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
