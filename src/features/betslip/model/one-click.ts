// The older clients' "Fast Bet".
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

export interface OneClickSetting {
  readonly on: boolean;
  readonly stake: number | null;
}

export const ONE_CLICK_OFF: OneClickSetting = { on: false, stake: null };

/** A framing page could lay its content over the prices and turn clicks into bets. */
export const ONE_CLICK_FRAMED_TEXT = msg`One-click betting is off because this site is shown inside another website. Open the site in its own browser tab to use it.`;

// zod/mini: the classic API would add a chunk to the markets screens.
export const oneClickStoreSchema = z.record(z.string(), z.object({ on: z.boolean(), stake: z.nullable(z.number().check(z.positive())) }));
export type OneClickStore = z.infer<typeof oneClickStoreSchema>;

export function oneClickOf(store: OneClickStore | null, userName: string | null): OneClickSetting {
  if (store === null || userName === null) return ONE_CLICK_OFF;
  return store[userName] ?? ONE_CLICK_OFF;
}

export function withOneClick(store: OneClickStore | null, userName: string, setting: OneClickSetting): OneClickStore {
  return { ...store, [userName]: { on: setting.on, stake: setting.stake } };
}

export function oneClickStake(setting: OneClickSetting): number | null {
  return setting.on && setting.stake !== null && setting.stake > 0 ? setting.stake : null;
}
