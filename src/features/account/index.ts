// The player's own screens (docs/product.md §2), each loaded on demand.

import type { ComponentType } from 'react';

export { accountLinks, type AccountLink } from './model/account-links';
export { changePasswordSchema, CURRENT_PASSWORD_REQUIRED } from './model/change-password';
export { AccountHistoryExport } from './components/account-history-export';

type LoadScreen = () => Promise<ComponentType>;
export const loadAccountMenuPage: LoadScreen = () => import('./components/account-menu-page').then((module) => module.AccountMenuPage);
export const loadMyProfilePage: LoadScreen = () => import('./components/my-profile-page').then((module) => module.MyProfilePage);
export const loadBalanceOverviewPage: LoadScreen = () =>
  import('./components/balance-overview-page').then((module) => module.BalanceOverviewPage);
export const loadChangePasswordPage: LoadScreen = () =>
  import('./components/change-password-page').then((module) => module.ChangePasswordPage);
export const loadCashStatementPage: LoadScreen = () =>
  import('./components/cash-statement-page').then((module) => module.CashStatementPage);
export const loadBetHistoryPage: LoadScreen = () => import('./components/bet-history-page').then((module) => module.BetHistoryPage);
export const loadActivityLogPage: LoadScreen = () => import('./components/activity-log-page').then((module) => module.ActivityLogPage);
export const loadProfitLossPage: LoadScreen = () => import('./components/profit-loss-page').then((module) => module.ProfitLossPage);
export const loadProfitLossHistoryPage: LoadScreen = () =>
  import('./components/profit-loss-history-page').then((module) => module.ProfitLossHistoryPage);
export const loadMarketAnalysisPage: LoadScreen = () =>
  import('./components/market-analysis-page').then((module) => module.MarketAnalysisPage);
