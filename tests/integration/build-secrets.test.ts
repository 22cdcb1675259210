// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A production build carries only the configuration the app reads (src/config/env.ts
// reads each key by name), and the build fails when a configured secret is in its output (the
// `postbuild` step runs scripts/check-secrets.mjs). One real `vite build`, into a temporary folder.

const root = path.resolve(import.meta.dirname, '../..');
const UNUSED = 'unused-build-secret-5f1c9a';
const CLIENT_ID = 'used-client-id-7e2b4d';
const CLIENT_SECRET = 'used-client-secret-3a8e6f';

/** A clean environment: the build's mode is 'production' (vitest's NODE_ENV=test and .env.test stay out). */
const buildEnv = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  VITE_SOME_SECRET: UNUSED,
  VITE_TOKEN_CLIENT_ID: CLIENT_ID,
  VITE_TOKEN_CLIENT_SECRET: CLIENT_SECRET,
};

let outDir = '';

function builtText(): string {
  return readdirSync(outDir, { recursive: true })
    .map((file) => path.join(outDir, String(file)))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'latin1'))
    .join('\n');
}

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'build-secrets-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, env: buildEnv, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 180_000);

afterAll(() => {
  if (outDir && existsSync(outDir)) rmSync(outDir, { recursive: true, force: true });
});

describe('what a production build carries', () => {
  it('leaves out a VITE_ variable the app does not read', () => {
    const text = builtText();
    expect(text).toContain(CLIENT_ID); // the build is the one with the variables set
    expect(text).not.toContain(UNUSED);
    expect(text).not.toContain('VITE_SOME_SECRET');
  });

  it('fails the secret check when a credential the app reads was set at build time, naming it', () => {
    const check = spawnSync('node', ['scripts/check-secrets.mjs', '--dist', outDir], { cwd: root, env: buildEnv, encoding: 'utf8' });
    expect(check.status).toBe(1);
    expect(check.stdout).toContain('VITE_TOKEN_CLIENT_ID (from the environment)');
    expect(check.stdout).toContain('VITE_TOKEN_CLIENT_SECRET (from the environment)');
    expect(check.stdout).toContain('check-secrets: FAILED');
  });

  it('runs the secret check as part of `npm run build` (postbuild), on the folder the build writes', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toBe('vite build');
    expect(scripts.postbuild).toBe('node scripts/check-secrets.mjs');
  });
});
