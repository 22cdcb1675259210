import { emitMockEvent } from '../../mocks/db/events';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getState } from '../../mocks/db';
import type { MarketRecord, RunnerRecord } from '../../mocks/db/types';
import { slipStore } from '@/features/betslip';
import { storageKeys, writeString } from '@/lib/storage';

// Shared steps of the betting tests: sign in as a seeded player (its ready-made token), find the
// slip, and reach into the mock backend's state to move a market between two clicks.

export const DEMO_TOKEN = 'mock-at-4-0';

export function signInAs(token: string = DEMO_TOKEN, userName = 'demo'): void {
  writeString(storageKeys.accessToken, token);
  writeString(storageKeys.userinfo, JSON.stringify({ userName, username: userName, balance: 100000, exposure: 0 }));
}

/** The slip is one module-level store: each test starts with an empty one. */
export function resetSlip(): void {
  slipStore.clear();
  slipStore.finish({ kind: 'matched', title: '', text: '' });
  slipStore.clear();
}

export async function openSlip(user: UserEvent, priceName: RegExp): Promise<HTMLElement> {
  // The first screen of a test file loads its route module and the markets: allow for that.
  await user.click(await screen.findByRole('button', { name: priceName }, { timeout: 5000 }));
  return screen.findByTestId('bet-slip');
}

export function slipParts(slip: HTMLElement) {
  return {
    odds: within(slip).getByRole('textbox', { name: /^(Odds|Rate)$/ }),
    stake: within(slip).getByRole('textbox', { name: 'Stake' }),
    place: within(slip).getByRole('button', { name: 'Place bet' }),
  };
}

/** A market and runner of the mock backend's live state (prices and status may be changed). */
export function mockRunner(runnerId: number): { market: MarketRecord; runner: RunnerRecord } {
  for (const market of getState().markets) {
    const runner = market.runners.find((candidate) => candidate.id === runnerId);
    if (runner) return { market, runner };
  }
  throw new Error(`no runner ${runnerId} in the mock state`);
}

/** Tells connected clients a runner's current prices and status, as the live backend's hub does
 * after a change (while the hub is connected the markets page stops polling). */
export function pushRunner(runnerId: number): void {
  const { market, runner } = mockRunner(runnerId);
  emitMockEvent({
    type: 'odds',
    eventId: market.eventId,
    marketId: runner.marketId,
    runnerId: runner.id,
    status: runner.status,
    back: runner.back,
    lay: runner.lay,
  });
}

/** Every bet request the app sends from now on. */
export function countPlaceBetRequests(server: {
  events: { on: (event: 'request:start', listener: (info: { request: Request }) => void) => void };
}): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/Bet/PlaceBetV2')) count += 1;
  });
  return () => count;
}
