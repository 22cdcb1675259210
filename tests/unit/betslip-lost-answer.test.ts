import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { newClientRef } from '@/lib/client-ref';
import { ABP_INTERNAL_ERROR, placedNothing } from '@/api/lost-answer';
import { offlineError } from '@/api/money-action';
import { betDelayMs, DEFAULT_BET_DELAY_MS } from '@/features/betslip/model/limit-of';
import { decideNotPlacedAt, LOST_ANSWER_MARGIN_MS } from '@/features/betslip/hooks/use-place-bet';
import { createSlipStore } from '@/features/betslip/model/slip-store';
import { zClientRef } from '@/api/generated/zod.gen';
import { backIndia } from '../support/selections';

// A bet is never double-placed: which failed placements surely placed nothing, and how the slip
// keeps one client reference per bet while it is retried.

const failure = (kind: ApiError['kind'], status?: number, body?: unknown) =>
  new ApiError({ kind, message: 'x', operation: 'POST /Bet/PlaceBetV2', status, body });
const abp = (message: string) => ({
  success: false,
  result: null,
  error: { code: 0, message, details: null },
  unAuthorizedRequest: false,
  __abp: true,
});

describe('placedNothing', () => {
  it('takes a business refusal, a bad request and an ended session as "not placed"', () => {
    expect(placedNothing(failure('server', 500, abp('Odds changed: now 1.8')))).toBe(true);
    expect(placedNothing(failure('rejected', 200, abp('Market is suspended')))).toBe(true);
    expect(placedNothing(failure('http', 400, abp('Your request is not valid!')))).toBe(true);
    expect(placedNothing(failure('unauthorized', 401))).toBe(true);
  });

  it('takes a money action refused offline, before anything was sent, as "not placed"', () => {
    expect(placedNothing(offlineError('POST /Bet/PlaceBetV2'))).toBe(true);
    expect(offlineError('POST /Bet/PlaceBetV2').message).toBe('You are offline: nothing was sent');
  });

  it('takes a lost, unforeseen or unreadable answer as unknown', () => {
    expect(placedNothing(failure('network'))).toBe(false);
    expect(placedNothing(failure('schema', 200))).toBe(false);
    expect(placedNothing(failure('server', 500, abp(ABP_INTERNAL_ERROR)))).toBe(false);
    expect(placedNothing(failure('server', 500, '<html>Bad gateway</html>'))).toBe(false);
    expect(placedNothing(failure('http', 502))).toBe(false);
    expect(placedNothing(failure('http', 504))).toBe(false);
    expect(placedNothing(failure('http', 408))).toBe(false);
    expect(placedNothing(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the client reference of a placement', () => {
  it('is a UUID the OpenAPI ClientRef accepts', () => {
    const ref = newClientRef();
    expect(ref).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(zClientRef.safeParse(ref).success).toBe(true);
    expect(newClientRef()).not.toBe(ref);
  });

  it('stays while the same bet is retried, and is new for another bet or after a match', () => {
    let n = 0;
    const store = createSlipStore(undefined, () => `ref-000${(n += 1)}`);
    store.select(backIndia);
    store.setStake(1000);
    expect(store.beginPlacing('bet-a')).toBe(true);
    expect(store.get().attempt).toEqual({ key: 'bet-a', clientRef: 'ref-0001' });
    store.finish({ kind: 'refused', title: 'Bet not placed', text: '…', newPrice: null });
    store.beginPlacing('bet-a');
    expect(store.get().attempt?.clientRef).toBe('ref-0001');
    store.finish({ kind: 'refused', title: 'Bet not placed', text: '…', newPrice: null });
    store.beginPlacing('bet-b');
    expect(store.get().attempt?.clientRef).toBe('ref-0002');
    store.finish({ kind: 'matched', title: 'Bet matched', text: '…' });
    expect(store.get().attempt).toBeNull();
    store.setStake(1000);
    store.beginPlacing('bet-b');
    expect(store.get().attempt?.clientRef).toBe('ref-0003');
  });

  it('keeps the slip locked while checking and when the outcome is unknown', () => {
    const store = createSlipStore(undefined, () => 'ref-0001');
    store.select(backIndia);
    store.setStake(1000);
    expect(store.beginChecking()).toBe(false);
    store.beginPlacing('bet-a');
    expect(store.beginChecking()).toBe(true);
    expect(store.get().phase).toBe('checking');
    store.unknown({ kind: 'unknown', title: 'We could not find out whether your bet was placed', text: '…', reason: 'x' });
    for (const attempt of [
      () => store.beginPlacing('bet-a'),
      () => store.select({ ...backIndia, runnerId: 3001012 }),
      () => store.clear(),
      store.addHost(),
    ])
      attempt();
    expect(store.get()).toMatchObject({ phase: 'unknown', selection: { runnerId: 3001011 } });
    expect(store.beginChecking()).toBe(true);
    store.finish({ kind: 'matched', title: 'Bet placed', text: '…' });
    expect(store.get().phase).toBe('editing');
  });
});

describe('when a lost answer may be called "not placed"', () => {
  it('counts the bet delay and a margin from the failure, not from when the request left', () => {
    const failedAt = 1_000_000;
    expect(decideNotPlacedAt(failedAt, 5000)).toBe(failedAt + 5000 + LOST_ANSWER_MARGIN_MS);
    expect(LOST_ANSWER_MARGIN_MS).toBeGreaterThan(0);
  });

  it("takes the family's 7 s for an in-play market whose limits have not loaded", () => {
    expect(betDelayMs(true, undefined)).toBe(DEFAULT_BET_DELAY_MS);
    expect(DEFAULT_BET_DELAY_MS).toBe(7000);
    expect(betDelayMs(true, { delayTime: 3000 })).toBe(3000);
    expect(betDelayMs(false, undefined)).toBe(0);
  });
});
