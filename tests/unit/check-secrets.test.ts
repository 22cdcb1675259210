import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configuredSecrets,
  findSecrets,
  folderToCheck,
  parseDotenv,
  recordBuildOutDir,
  type ConfiguredSecret,
} from '../../scripts/check-secrets.mjs';

// scripts/check-secrets.mjs: no configured secret and no test credential in the build.

type Secret = ConfiguredSecret;
const find = findSecrets;

const secrets: Secret[] = [
  { key: 'VITE_TOKEN_CLIENT_ID', value: 'exchange-web-dev', source: '.env.development' },
  { key: 'VITE_TOKEN_CLIENT_SECRET', value: 'dev-only-secret', source: '.env.development' },
  { key: 'VITE_SIGNUP_FIXED_OTP', value: '123456', source: '.env.development' },
];

describe('what the check finds in a built file', () => {
  it('finds a configured secret and names the variable', () => {
    const findings = find('var e={id:"exchange-web-dev",s:`dev-only-secret`}', secrets);
    expect(findings.map((finding) => finding.what)).toEqual([
      'VITE_TOKEN_CLIENT_ID (from .env.development)',
      'VITE_TOKEN_CLIENT_SECRET (from .env.development)',
    ]);
  });

  it('finds the fixed OTP as a number of its own, not inside a longer one', () => {
    expect(find('otp:"123456"', secrets).map((finding) => finding.match)).toEqual(['123456']);
    expect(find('x=91234567;y=1234567', secrets)).toEqual([]);
  });

  it('finds the mock credentials whatever the case', () => {
    const found = find('user:"Player1",pass:"player@123",t:"mock-at-2-0",r:"mock-rt-2-0",c:"mock-casino-2"', []);
    expect(found.map((finding) => finding.what)).toEqual([
      'mock password',
      'mock user name',
      'mock access token',
      'mock refresh token',
      'mock casino token',
    ]);
  });

  it('passes clean code, including words that only look alike', () => {
    expect(find('const players1=1;function playerStats(){return "Login"}', secrets)).toEqual([]);
  });
});

describe('where the secrets come from', () => {
  it('reads KEY=value lines, quotes and export included, comments skipped', () => {
    expect(parseDotenv('# comment\nVITE_A=1\nexport VITE_B="two words"\nVITE_C=\'3\'\nnot a line')).toEqual({
      VITE_A: '1',
      VITE_B: 'two words',
      VITE_C: '3',
    });
  });

  it('collects the secret keys from every env file and the shell, once per value, skipping empty ones', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    writeFileSync(path.join(root, '.env'), 'VITE_TOKEN_CLIENT_ID=\nVITE_API_BASE_URL=https://api.example\n');
    writeFileSync(
      path.join(root, '.env.development'),
      'VITE_TOKEN_CLIENT_ID=dev-id\nVITE_TOKEN_CLIENT_SECRET=dev-secret\nVITE_SIGNUP_FIXED_OTP=654321\n',
    );
    writeFileSync(path.join(root, '.env.production.local'), 'VITE_TOKEN_CLIENT_SECRET=prod-secret\n');
    const found = configuredSecrets(root, { VITE_TOKEN_CLIENT_ID: 'dev-id', VITE_SIGNUP_FIXED_OTP: '111111' });
    expect(found.map(({ key, value, source }) => `${key}=${value} (${source})`)).toEqual([
      'VITE_TOKEN_CLIENT_ID=dev-id (.env.development)',
      'VITE_TOKEN_CLIENT_SECRET=dev-secret (.env.development)',
      'VITE_SIGNUP_FIXED_OTP=654321 (.env.development)',
      'VITE_TOKEN_CLIENT_SECRET=prod-secret (.env.production.local)',
      'VITE_SIGNUP_FIXED_OTP=111111 (the environment)',
    ]);
  });
});

describe('the folder it checks', () => {
  it('is the one `npm run build` wrote, `--outDir` included; --dist wins; dist/ when nothing was recorded', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    expect(folderToCheck(root, ['node', 'check-secrets.mjs'])).toBe(path.join(root, 'dist'));
    // A build that `npm run build` did not run (a mock or test build) does not move the check.
    recordBuildOutDir(root, 'dist-mock', { npm_lifecycle_event: undefined });
    expect(folderToCheck(root, ['node', 'check-secrets.mjs'])).toBe(path.join(root, 'dist'));
    recordBuildOutDir(root, 'x', { npm_lifecycle_event: 'build' });
    expect(folderToCheck(root, ['node', 'check-secrets.mjs'])).toBe(path.join(root, 'x'));
    expect(folderToCheck(root, ['node', 'check-secrets.mjs', '--dist', 'dist-mock'])).toBe(path.join(root, 'dist-mock'));
  });
});
