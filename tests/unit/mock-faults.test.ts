import { afterEach, describe, expect, it } from 'vitest';
import { applyFaults, clearFaults, setFaults } from '../../mocks/faults';

const request = (path: string) => new Request(`http://api.test${path}`);

/** Settles within `ms`, or says it is still waiting. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);
}

describe("the mock's 'hold' fault", () => {
  afterEach(() => clearFaults());

  it('keeps a matching request waiting until the faults are cleared, then lets the handler answer', async () => {
    setFaults([{ match: 'Transaction/GetHistory', kind: 'hold', times: 1 }]);
    const held = applyFaults(request('/api/services/app/Transaction/GetHistory?From=2026-11-01'));
    expect(await within(held, 50)).toBe('waiting');
    clearFaults();
    expect(await within(held, 50)).toBeUndefined();
  });

  it('holds only what it matches, and only as many times as it says', async () => {
    setFaults([{ match: 'Transaction/GetHistory', kind: 'hold', times: 1 }]);
    expect(await within(applyFaults(request('/api/services/app/Bet/GetUserBetHistory')), 50)).toBeUndefined();
    const first = applyFaults(request('/api/services/app/Transaction/GetHistory'));
    expect(await within(applyFaults(request('/api/services/app/Transaction/GetHistory')), 50)).toBeUndefined();
    expect(await within(first, 50)).toBe('waiting');
    clearFaults();
    await first;
  });

  it('lets go by itself after its ms', async () => {
    setFaults([{ match: '*', kind: 'hold', ms: 30 }]);
    expect(await within(applyFaults(request('/api/anything')), 500)).toBeUndefined();
  });

  it('is followed by the failure of another rule on the same request', async () => {
    setFaults([
      { match: 'PlaceBet', kind: 'hold', times: 1 },
      { match: 'PlaceBet', kind: 'http500', times: 1 },
    ]);
    const answer = applyFaults(request('/api/services/app/Bet/PlaceBet'));
    expect(await within(answer, 50)).toBe('waiting');
    clearFaults();
    const response = await answer;
    expect(response?.status).toBe(500);
  });
});
