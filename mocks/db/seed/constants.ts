// Fixed ids and credentials of the seed (docs/mock-backend.md "Users" lists them).

export const SEED_NUMBER = 20261121;
export const ODDS_STREAM_SEED = 7;
/** Trades have their own PRNGs, so `rng`'s sequence is untouched. */
export const TRADES_SEED = 57_000;
export const STREAM_TRADE_SEED = 57_500_000;

export const PLAYER1_ID = 2;
export const PLAYER2_ID = 3;
export const DEMO_ID = 4;
export const FIRST_NEW_USER_ID = 100;

export const SEED_PASSWORD = 'Player@123';
/** The OTP the mock "sends" for every registration. */
export const MOCK_OTP = '123456';

export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const CLIENT_IP = '203.0.113.7';
export const CDN = 'https://cdn.exchange.example';

export function accessTokenFor(userId: number, n: number): string {
  return `mock-at-${userId}-${n}`;
}

export function refreshTokenFor(userId: number, n: number): string {
  return `mock-rt-${userId}-${n}`;
}

/** The player's casino token; `generation` counts the tokens a break has revoked before it. */
export function casinoTokenFor(userId: number, generation = 0): string {
  return generation === 0 ? `mock-casino-${userId}` : `mock-casino-${userId}-${generation}`;
}

/** The bet slip's own list (docs/product.md §3), so the mock and the app cannot differ. */
export { DEFAULT_STAKE_BUTTONS as DEFAULT_STAKES } from '../../../src/features/betslip/model/default-stakes';
