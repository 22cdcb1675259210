// @vitest-environment node
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_RECORD } from '../../scripts/check-secrets.mjs';

// A production build carries only the configuration the app reads (src/config/env.ts
// reads each key by name), and the build fails when a configured secret is in its output (the
// `postbuild` step runs scripts/check-secrets.mjs) on the folder it wrote. One real build, as
// `npm run build -- --outDir <a temporary folder>` runs it: the build script, then `postbuild` with no
// arguments (split in two only so that `prebuild`'s code generation does not rewrite src/api/generated
// under the other tests).

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
let postbuild: SpawnSyncReturns<string> | undefined;
const record = path.join(root, BUILD_RECORD);
let recordBefore: string | null = null;

function builtText(): string {
  return readdirSync(outDir, { recursive: true })
    .map((file) => path.join(outDir, String(file)))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'latin1'))
    .join('\n');
}

beforeAll(() => {
  recordBefore = existsSync(record) ? readFileSync(record, 'utf8') : null;
  outDir = mkdtempSync(path.join(tmpdir(), 'build-secrets-'));
  const build = spawnSync('npm', ['run', 'build', '--ignore-scripts', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: buildEnv,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  postbuild = spawnSync('npm', ['run', 'postbuild'], { cwd: root, env: buildEnv, encoding: 'utf8' });
}, 180_000);

afterAll(() => {
  if (outDir && existsSync(outDir)) rmSync(outDir, { recursive: true, force: true });
  if (recordBefore === null) rmSync(record, { force: true });
  else writeFileSync(record, recordBefore);
});

describe('what a production build carries', () => {
  it('leaves out a VITE_ variable the app does not read', () => {
    const text = builtText();
    expect(text).toContain(CLIENT_ID); // the build is the one with the variables set
    expect(text).not.toContain(UNUSED);
    expect(text).not.toContain('VITE_SOME_SECRET');
  });

  it('leaves out the token client secret, which the app does not read, even when it is set', () => {
    const text = builtText();
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toContain('VITE_TOKEN_CLIENT_SECRET');
  });

  it('scans the folder the build wrote, not dist/, after `npm run build -- --outDir <folder>`', () => {
    expect(postbuild?.status, postbuild?.stderr).toBe(1);
    const stdout = postbuild?.stdout ?? '';
    expect(stdout).toContain(`finding(s) in ${path.relative(root, outDir)}/`);
    expect(stdout).toMatch(new RegExp(`${path.basename(outDir)}/assets/[^:]+\\.js: VITE_TOKEN_CLIENT_ID \\(from the environment\\)`));
  });

  it('fails the secret check when a credential the app reads was set at build time, naming it', () => {
    const check = spawnSync('node', ['scripts/check-secrets.mjs', '--dist', outDir], { cwd: root, env: buildEnv, encoding: 'utf8' });
    expect(check.status).toBe(1);
    expect(check.stdout).toContain('VITE_TOKEN_CLIENT_ID (from the environment)');
    // Set too, but never read: not in the build (above), so not found.
    expect(check.stdout).not.toContain('VITE_TOKEN_CLIENT_SECRET (from the environment)');
    expect(check.stdout).toContain('check-secrets: FAILED');
  });

  it('runs the secret check as part of `npm run build` (postbuild), on the folder the build writes', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toBe('vite build');
    expect(scripts.postbuild).toBe('node scripts/check-secrets.mjs');
  });
});
