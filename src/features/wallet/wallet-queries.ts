// Open bets (with balance and exposure), expected P&L and limits: server state in React Query under
// the generated keys, so the hub's pushes and a placed bet update every reader at once. Writes go
// through wallet-writes.ts; the stored copies of docs/product.md §3 ('OpenBets', 'ProfitLoss', 'balance',
// 'exposure') are seeded into these keys on reload and mirrored from them (wallet-copies.ts).
import { queryOptions } from '@tanstack/react-query';
import {
  getUserExpectedProfitLossOptions,
  getUserLimitsOptions,
  getUserOpenBetsOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import { isHubLive } from '@/features/realtime';

/** docs/wire.md §5: open bets and expected P&L every 60 s; limits every 20 s — the backend family's
 * polling, kept while the hub is down. */
export const ACCOUNT_REFRESH_MS = 60_000;
export const LIMITS_REFRESH_MS = 20_000;
/** While the hub is connected it pushes balance and exposure (UserBalance; a change of exposure
 * refetches open bets and P&L, see RealtimeBridge), so polling is only a safety net: an idle
 * player costs at most 2 requests a minute (the request budget, `npm run bench:load`). The bridge
 * refetches these queries when the hub goes down, which puts them back on the short intervals above. */
export const HUB_LIVE_ACCOUNT_REFRESH_MS = 300_000;
export const HUB_LIVE_LIMITS_REFRESH_MS = 60_000;

const accountInterval = () => (isHubLive() ? HUB_LIVE_ACCOUNT_REFRESH_MS : ACCOUNT_REFRESH_MS);
const limitsInterval = () => (isHubLive() ? HUB_LIVE_LIMITS_REFRESH_MS : LIMITS_REFRESH_MS);

/** Balance, exposure and unsettled bets (docs/product.md §7 Bet/GetUserOpenBets). */
export function openBetsQueryOptions() {
  return queryOptions({
    ...getUserOpenBetsOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: accountInterval,
  });
}

/** The player's position on every runner of every market with bets (all events: one copy is kept). */
export function profitLossQueryOptions() {
  return queryOptions({
    ...getUserExpectedProfitLossOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: accountInterval,
  });
}

/** Min/max stake and bet delay per market and runner of an event (docs/wire.md §2.4). */
export function userLimitsQueryOptions(eventId: number) {
  return queryOptions({
    ...getUserLimitsOptions({ query: { eventId } }),
    staleTime: LIMITS_REFRESH_MS,
    refetchInterval: limitsInterval,
  });
}
