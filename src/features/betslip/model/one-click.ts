// One-click betting (the older clients' "Fast Bet"): off by default; when on, a price click
// places the bet at once at the player's chosen stake. Kept per player name on this browser.
import * as z from 'zod/mini';

export interface OneClickSetting {
  readonly on: boolean;
  /** The stake each click places; null until the player chooses one. */
  readonly stake: number | null;
}

export const ONE_CLICK_OFF: OneClickSetting = { on: false, stake: null };

/** Why one-click betting is off, inside a frame of another site (src/lib/framing.ts): a page that
 * frames the app could lay its own content over the prices and turn the player's clicks into bets. */
export const ONE_CLICK_FRAMED_TEXT =
  'One-click betting is off because this site is shown inside another website. Open the site in its own browser tab to use it.';

// zod/mini, as the first chunk parses: zod's classic API would be a chunk of its own on the markets
// screens, which read this setting on every price.
export const oneClickStoreSchema = z.record(z.string(), z.object({ on: z.boolean(), stake: z.nullable(z.number().check(z.positive())) }));
export type OneClickStore = z.infer<typeof oneClickStoreSchema>;

export function oneClickOf(store: OneClickStore | null, userName: string | null): OneClickSetting {
  if (store === null || userName === null) return ONE_CLICK_OFF;
  return store[userName] ?? ONE_CLICK_OFF;
}

export function withOneClick(store: OneClickStore | null, userName: string, setting: OneClickSetting): OneClickStore {
  return { ...store, [userName]: { on: setting.on, stake: setting.stake } };
}

/** Places at once only when on, with a stake chosen. */
export function oneClickStake(setting: OneClickSetting): number | null {
  return setting.on && setting.stake !== null && setting.stake > 0 ? setting.stake : null;
}
