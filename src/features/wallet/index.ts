// Why: docs/decisions/0001-wallet-copies-and-polling.md
export {
  ACCOUNT_REFRESH_MS,
  HUB_LIVE_ACCOUNT_REFRESH_MS,
  HUB_LIVE_LIMITS_REFRESH_MS,
  LIMITS_REFRESH_MS,
  openBetsQueryOptions,
  profitLossQueryOptions,
  userLimitsQueryOptions,
} from './wallet-queries';
export {
  applyBalance,
  cachedOpenBets,
  fetchOpenBetsNow,
  prefetchOpenBets,
  refreshAccount,
  type FundsUpdate,
  type RefreshOptions,
} from './wallet-writes';
export { fetchMissingAccountData, hydrateAccountCache, mirrorAccountCache } from './wallet-copies';
export { useAccountCopies } from './use-wallet-copies';
export { useOpenBetCount, useOpenBets } from './use-open-bets';
export { availableToBet } from './funds';
