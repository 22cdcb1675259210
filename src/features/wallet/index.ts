// The player's money (one home, docs/architecture.md): balance, exposure, open bets, expected P&L and
// limits, as server state under the generated keys. Readers use the queries and useOpenBets; every
// write (a balance an answer or the hub reports, a refetch after something moved) goes through
// applyBalance and refreshAccount; the docs/product.md §3 local copies are seeded into the cache at start
// and mirrored from it.
export {
  ACCOUNT_REFRESH_MS,
  HUB_LIVE_ACCOUNT_REFRESH_MS,
  HUB_LIVE_LIMITS_REFRESH_MS,
  LIMITS_REFRESH_MS,
  openBetsQueryOptions,
  profitLossQueryOptions,
  userLimitsQueryOptions,
} from './wallet-queries';
export { applyBalance, cachedOpenBets, fetchOpenBetsNow, prefetchOpenBets, refreshAccount, type FundsUpdate, type RefreshOptions } from './wallet-writes';
export { fetchMissingAccountData, hydrateAccountCache, mirrorAccountCache } from './wallet-copies';
export { useAccountCopies } from './use-wallet-copies';
export { useOpenBetCount, useOpenBets } from './use-open-bets';
export { availableToBet } from './funds';
