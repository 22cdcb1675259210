import { describe, expect, it } from 'vitest';
import { setFaults } from '../../mocks/node';

// Fault rules take effect through msw/node (tests/setup/msw.ts clears them after each test).
// http://api.test is VITE_API_BASE_URL in .env.test.

const API = 'http://api.test';
const PLAYER1_TOKEN = 'mock-at-2-0';

function openBets(token = PLAYER1_TOKEN): Promise<Response> {
  return fetch(`${API}/Bet/GetUserOpenBets`, { headers: { Authorization: `Bearer ${token}` } });
}

describe('fault injection', () => {
  it('answers HTTP 500 with the ABP failure for matching requests only', async () => {
    setFaults([{ match: '/Bet/GetUserOpenBets', kind: 'http500' }]);
    const failed = await openBets();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ success: false, error: { message: 'An internal error occurred during your request!' } });
    expect((await fetch(`${API}/Event/TreeSportWithEvent`)).status).toBe(200);
  });

  it('drops the connection for a network fault', async () => {
    setFaults([{ match: '/Odds/', kind: 'network' }]);
    await expect(fetch(`${API}/Odds/GetUserOddsV2?eventId=1001`)).rejects.toThrow(TypeError);
  });

  it('ends the session with the ABP 401 even for a valid token', async () => {
    setFaults([{ match: 'GetUserOpenBets', kind: 'unauthorized' }]);
    const response = await openBets();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { message: 'Current user did not login to the application!' },
    });
  });

  it('delays matching requests by the latency given', async () => {
    setFaults([{ match: '/Bet/', kind: 'latency', ms: 150 }]);
    const started = performance.now();
    const response = await openBets();
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('retires a rule after `times` requests', async () => {
    setFaults([{ match: '*', kind: 'http500', times: 2 }]);
    expect((await openBets()).status).toBe(500);
    expect((await fetch(`${API}/api/Setting/GetDomainSetting`)).status).toBe(500);
    expect((await openBets()).status).toBe(200);
  });

  it('reaches the hub negotiate and leaves the /__mock/ controls alone', async () => {
    setFaults([{ match: '*', kind: 'network' }]);
    await expect(fetch(`${API}/teslahub/negotiate?negotiateVersion=1`, { method: 'POST' })).rejects.toThrow(TypeError);
    const cleared = await fetch(`${API}/__mock/faults`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect((await openBets()).status).toBe(200);
  });

  it('refuses malformed rules', () => {
    expect(() => setFaults([{ match: '', kind: 'http500' }])).toThrow();
  });

  it('can be set over the control endpoint', async () => {
    const response = await fetch(`${API}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ match: 'TreeSportWithEvent', kind: 'http500', times: 1 }]),
    });
    expect(response.status).toBe(200);
    expect((await fetch(`${API}/Event/TreeSportWithEvent`)).status).toBe(500);
    expect((await fetch(`${API}/Event/TreeSportWithEvent`)).status).toBe(200);
    const invalid = await fetch(`${API}/__mock/faults`, { method: 'POST', body: JSON.stringify([{ match: 'x', kind: 'meteor' }]) });
    expect(invalid.status).toBe(400);
  });
});
