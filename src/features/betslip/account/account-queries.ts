// Open bets (with balance and exposure), expected P&L and limits: server state in React Query under
// the generated keys, so the hub's pushes and a placed bet update every reader at once. The stored
// copies of spec §3 ('OpenBets', 'ProfitLoss', 'balance', 'exposure') are the session feature's:
// it seeds these keys on reload and mirrors them to storage (src/features/session/account-cache.ts).
import { queryOptions } from '@tanstack/react-query';
import {
  getUserExpectedProfitLossOptions,
  getUserLimitsOptions,
  getUserOpenBetsOptions,
} from '@/api/generated/@tanstack/react-query.gen';

/** api-notes §5: open bets and expected P&L every 60 s; limits every 20 s. */
export const ACCOUNT_REFRESH_MS = 60_000;
export const LIMITS_REFRESH_MS = 20_000;

/** Balance, exposure and unsettled bets (spec §7 Bet/GetUserOpenBets). */
export function openBetsQueryOptions() {
  return queryOptions({
    ...getUserOpenBetsOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: ACCOUNT_REFRESH_MS,
  });
}

/** The player's position on every runner of every market with bets (all events: one copy is kept). */
export function profitLossQueryOptions() {
  return queryOptions({
    ...getUserExpectedProfitLossOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: ACCOUNT_REFRESH_MS,
  });
}

/** Min/max stake and bet delay per market and runner of an event (api-notes §2.4). */
export function userLimitsQueryOptions(eventId: number) {
  return queryOptions({
    ...getUserLimitsOptions({ query: { eventId } }),
    staleTime: LIMITS_REFRESH_MS,
    refetchInterval: LIMITS_REFRESH_MS,
  });
}
