import { afterEach, describe, expect, it } from 'vitest';
import { getState, resetDb, restoreSnapshot, snapshotState, SNAPSHOT_VERSION } from '../../mocks/db/state';
import { claimBonus } from '../../mocks/db/services/wallet';

// The browser worker keeps the mock's state per tab across reloads (mocks/browser.ts) through these.

afterEach(() => {
  resetDb();
});

describe('mock state snapshots', () => {
  it('brings back every change, maps included, after the state was reset', () => {
    const state = getState();
    const player1 = state.users.find((user) => user.userName === 'player1');
    if (!player1) throw new Error('no player1 in the seed');
    claimBonus(state, player1, 1, Date.now());
    player1.password = 'Changed@123';
    state.tokens.set('tab-token', [...state.tokens.values()][0] ?? ({} as never));
    const before = structuredClone({ ...state, rng: undefined });

    const text = snapshotState();
    resetDb();
    expect(getState().bonuses.find((bonus) => bonus.id === 1)?.status).toBe('AVAILABLE');

    expect(restoreSnapshot(text)).toBe(true);
    const after = getState();
    expect({ ...after, rng: undefined }).toEqual(before);
    expect(after.tokens).toBeInstanceOf(Map);
    expect(after.tokens.has('tab-token')).toBe(true);
    expect(after.brands).toBeInstanceOf(Map);
    expect(after.bonuses.find((bonus) => bonus.id === 1)?.status).toBe('CLAIMED');
    // The odds stream's generator is made afresh.
    expect(after.rng.int(1, 6)).toBeGreaterThanOrEqual(1);
  });

  it('keeps the seed under 260,000 characters, which a reload writes and then reads', () => {
    // The trades' history as objects made it ~405,000 (docs/decisions/0021-the-developers-reload.md).
    expect(snapshotState().length).toBeLessThan(260_000);
  });

  it.each([
    ['text that is not JSON', '{nope'],
    ['another version', JSON.stringify({ version: SNAPSHOT_VERSION + 1, state: {} })],
    ['a state with parts missing', JSON.stringify({ version: SNAPSHOT_VERSION, state: { users: [] } })],
    ['null', 'null'],
  ])('refuses %s and keeps the live state', (_name, text) => {
    const live = getState();
    expect(restoreSnapshot(text)).toBe(false);
    expect(getState()).toBe(live);
  });
});
