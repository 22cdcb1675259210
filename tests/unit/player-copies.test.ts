// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getUserExpectedProfitLossQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { AuthenticateResult, MarketProfitLoss, OpenBets } from '@/api/generated/types.gen';
import { endSession, readBalance, readExposure, restoreSession } from '@/features/session';
import { saveSignIn } from '@/features/session/model/saved-session';
import { hydrateAccountCache, mirrorAccountCache } from '@/features/wallet';
import { readString, storageKeys } from '@/lib/storage';

// The local copies of one player's account (docs/product.md §3: open bets, P&L, balance, exposure) are
// that player's only (issue 54): a login as someone else, or a logout, leaves none of them behind to be
// shown to the next player or to feed their cash-out quote (the copies seed the cache on reload).

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function login(userId: number, userName: string, balance: number, exposure: number): AuthenticateResult {
  return { accessToken: `at-${userName}`, refreshToken: `rt-${userName}`, expireInSeconds: 86_400, userId, userName, balance, exposure };
}
const playerA = login(2, 'player1', 100000, 250);
const playerB = login(3, 'player2', 130260, 10140);

const aOpenBets: OpenBets = { balance: 98000, exposure: 2000, openBets: [] };
const aProfitLoss: MarketProfitLoss[] = [{ marketId: 101, eventId: 3001, runners: [] }];

/** Player A signed in, with their copies stored the way the app stores them (mirrored from the cache). */
function playerAWithCopies(): void {
  saveSignIn(playerA, 'login', NOW);
  const queryClient = new QueryClient();
  const stop = mirrorAccountCache(queryClient);
  queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true as const, result: aOpenBets });
  queryClient.setQueryData(getUserExpectedProfitLossQueryKey(), { success: true as const, result: aProfitLoss });
  stop();
  expect(readString(storageKeys.openBets)).not.toBeNull();
  expect(readString(storageKeys.profitLoss)).not.toBeNull();
  expect(readBalance()).toBe(98000);
}

/** What the app shows and quotes from after a reload: the cache seeded from the copies. */
function seenOnReload(): QueryClient {
  const queryClient = new QueryClient();
  restoreSession(NOW);
  hydrateAccountCache(queryClient);
  return queryClient;
}

describe("another player's stored copies", () => {
  it("a login as another player leaves none of the previous player's open bets, P&L, balance or exposure", () => {
    playerAWithCopies();
    saveSignIn(playerB, 'login', NOW);
    expect(readString(storageKeys.openBets)).toBeNull();
    expect(readString(storageKeys.profitLoss)).toBeNull();
    expect(readBalance()).toBe(130260);
    expect(readExposure()).toBe(10140);
    const queryClient = seenOnReload();
    expect(queryClient.getQueryData(getUserOpenBetsQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(getUserExpectedProfitLossQueryKey())).toBeUndefined();
  });

  it('a demo login over a player leaves none of their copies either', () => {
    playerAWithCopies();
    saveSignIn(login(9, 'demo', 1500, 0), 'demo', NOW);
    expect(readString(storageKeys.openBets)).toBeNull();
    expect(readString(storageKeys.profitLoss)).toBeNull();
    expect(readBalance()).toBe(1500);
  });

  it('the same player logging in again keeps their copies', () => {
    playerAWithCopies();
    saveSignIn({ ...playerA, accessToken: 'at-again', refreshToken: 'rt-again' }, 'login', NOW);
    expect(seenOnReload().getQueryData(getUserOpenBetsQueryKey())).toEqual({ success: true, result: aOpenBets });
  });

  it('a logout leaves none of them', () => {
    playerAWithCopies();
    endSession();
    const copies = [storageKeys.openBets, storageKeys.profitLoss, storageKeys.balance, storageKeys.exposure];
    for (const key of copies) expect(readString(key)).toBeNull();
  });
});
