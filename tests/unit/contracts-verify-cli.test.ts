import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The backend team's entry point (docs/contracts.md): --provider picks the pacts to
// replay. No server is needed to see which pacts a run takes: an unreachable URL stops it after that.
function verify(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/contracts-verify.ts', '--provider-base-url', 'http://127.0.0.1:9', ...args], {
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('contracts:verify --provider', { timeout: 60_000 }, () => {
  it('replays only the pacts of the named providers', () => {
    const one = verify('--provider', 'exchange-api');
    expect(one.out).toContain('1 pact from contracts/pacts');
    const two = verify('--provider', 'exchange-api', '--provider', 'casino-lotus');
    expect(two.out).toContain('2 pacts from contracts/pacts');
    const all = verify();
    expect(all.out).toMatch(/[3-9] pacts from contracts\/pacts/);
  });

  it('refuses an unknown provider and names the known ones', () => {
    const { code, out } = verify('--provider', 'exchange-apii');
    expect(code).toBe(2);
    expect(out).toContain('no pact for provider exchange-apii');
    expect(out).toContain('exchange-api, exchange-hub');
  });
});
