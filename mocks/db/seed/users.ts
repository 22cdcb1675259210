// Ready-made tokens let e2e tests skip the login form.
import { HOUR } from '../clock';
import { NO_LIMITS } from '../rules';
import { freshProtection } from '../services/protection';
import type { SportFlags, TokenRecord, UserRecord } from '../types';
import {
  ACCESS_TOKEN_SECONDS,
  DEFAULT_STAKES,
  DEMO_ID,
  PLAYER1_ID,
  PLAYER2_ID,
  SEED_PASSWORD,
  accessTokenFor,
  casinoTokenFor,
  refreshTokenFor,
} from './constants';

export const ALL_SPORTS: SportFlags = {
  football: true,
  tennis: true,
  cricket: true,
  horseRacing: true,
  kabaddi: true,
  casino: true,
};

/** ABP stores settings as strings; every player starts with these. */
export const DEFAULT_SETTINGS: UserRecord['settings'] = {
  confirmBeforePlaceBet: 'false',
  oneClickBet: 'false',
  oddsFormat: 'decimal',
};

function user(id: number, userName: string, mobile: string | null, balance: number, isDemo = false): UserRecord {
  return {
    id,
    userName,
    password: SEED_PASSWORD,
    mobile,
    domain: 'localhost',
    balance,
    isDemo,
    sports: { ...ALL_SPORTS },
    stakes: DEFAULT_STAKES.map((stake) => ({ ...stake })),
    casinoToken: casinoTokenFor(id),
    settings: { ...DEFAULT_SETTINGS },
  };
}

export const PLAYER2_WEEKLY_DEPOSIT_LIMIT = 25000;

/** player2's balance is set by the history seed (it is the end of its statement). */
export function createUsers(): UserRecord[] {
  return [
    user(PLAYER1_ID, 'player1', '9876543210', 100000),
    // A weekly deposit limit already set (Safer gambling, our proposal).
    {
      ...user(PLAYER2_ID, 'player2', '9876543211', 0),
      protection: { ...freshProtection(), deposit: { ...NO_LIMITS, WEEKLY: { amount: PLAYER2_WEEKLY_DEPOSIT_LIMIT, pending: null } } },
    },
    user(DEMO_ID, 'demo', null, 100000, true),
  ];
}

/** `mock-at-<id>-0` / `mock-rt-<id>-0` are valid from the start for every seeded user. */
export function createSeedTokens(nowMs: number): Map<string, TokenRecord> {
  const tokens = new Map<string, TokenRecord>();
  for (const userId of [PLAYER1_ID, PLAYER2_ID, DEMO_ID]) {
    const access = accessTokenFor(userId, 0);
    const refresh = refreshTokenFor(userId, 0);
    tokens.set(access, { token: access, userId, kind: 'access', expiresAt: nowMs + ACCESS_TOKEN_SECONDS * 1000 });
    tokens.set(refresh, { token: refresh, userId, kind: 'refresh', expiresAt: nowMs + 30 * 24 * HOUR });
  }
  return tokens;
}
