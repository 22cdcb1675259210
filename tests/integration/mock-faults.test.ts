import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { setBetDelayScale, setFaults } from '../../mocks/node';

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

// A bet is never double-placed: an answer lost after the handler ran, and a placement
// repeated with the same client reference.
describe('a placement taken once, its answer lost', () => {
  const REF = '6c0f4a8e-2b1d-4f3a-9c7e-0d5b8a1e2f34';
  // Liverpool v Manchester City, upcoming (no bet delay): back Liverpool at the offered 2.5.
  const liverpool = { eventId: 1003, marketId: 100301, runnerId: 1003011, type: 1, rate: 2.5, stake: 1000, fancyValue: 0, placeTime: null };

  function place(body: object): Promise<Response> {
    return fetch(`${API}/Bet/PlaceBetV2`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PLAYER1_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  const player1Bets = () => getState().bets.filter((bet) => bet.userId === 2 && bet.state === 'OPEN' && bet.eventId === 1003);

  it.each([
    ['network', async (answer: Promise<Response>) => expect(answer).rejects.toThrow(TypeError)],
    ['http500', async (answer: Promise<Response>) => expect((await answer).status).toBe(500)],
    [
      'malformed',
      async (answer: Promise<Response>) =>
        expect(await (await answer).json()).toMatchObject({ success: true, result: [{ malformed: true }] }),
    ],
  ] as const)('an `after` %s fault loses the answer of a bet the mock did place', async (kind, lost) => {
    const before = player1Bets().length;
    setFaults([{ match: '/Bet/PlaceBetV2', kind, after: true, times: 1 }]);
    await lost(place({ ...liverpool, clientRef: REF }));
    expect(player1Bets()).toHaveLength(before + 1);
    const open = (await (await openBets()).json()) as { result: { openBets: { clientRef?: string | null; stake: number }[] } };
    expect(open.result.openBets.filter((bet) => bet.clientRef === REF)).toEqual([expect.objectContaining({ stake: 1000 })]);
  });

  it('refuses `after` on a kind that answers nothing', () => {
    expect(() => setFaults([{ match: 'x', kind: 'latency', after: true }])).toThrow();
  });

  it('answers a repeated client reference with the first bet and places nothing more', async () => {
    const first = (await (await place({ ...liverpool, clientRef: REF })).json()) as { result: { betId: number; clientRef: string } };
    expect(first.result.clientRef).toBe(REF);
    const count = player1Bets().length;
    const exposure = getState().users.find((user) => user.id === 2)?.balance;
    // Even a different stake: the reference names the placement, the first one stands.
    const again = await place({ ...liverpool, stake: 5000, clientRef: REF });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      success: true,
      result: { betId: first.result.betId, status: 'MATCHED', matchedStake: 1000, matchedRate: 2.5, clientRef: REF },
    });
    expect(player1Bets()).toHaveLength(count);
    expect(getState().users.find((user) => user.id === 2)?.balance).toBe(exposure);
    // Another reference is another bet.
    expect((await place({ ...liverpool, clientRef: 'another-ref-0001' })).status).toBe(200);
    expect(player1Bets()).toHaveLength(count + 1);
  });

  it('makes a repeat that arrives during the bet delay wait for the first and answer with it', async () => {
    setBetDelayScale(0.05); // India v Australia is in play: 5 s → 250 ms
    try {
      const inPlay = {
        eventId: 3001,
        marketId: 3001001,
        runnerId: 3001011,
        type: 1,
        rate: 0,
        stake: 500,
        fancyValue: 0,
        placeTime: null,
        clientRef: REF,
      };
      const runner = getState()
        .markets.flatMap((market) => market.runners)
        .find((candidate) => candidate.id === 3001011);
      const body = { ...inPlay, marketId: runner?.marketId ?? 0, rate: runner?.back[0]?.price ?? 0 };
      const count = getState().bets.length;
      const [a, b] = await Promise.all([place(body), place(body)]);
      const [first, second] = (await Promise.all([a.json(), b.json()])) as { result: { betId: number } }[];
      expect(first?.result.betId).toBe(second?.result.betId);
      expect(getState().bets).toHaveLength(count + 1);
    } finally {
      setBetDelayScale(0);
    }
  });
});
