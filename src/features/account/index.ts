// The account feature's public API: the player's own screens (docs/product.md §2), each loaded on
// demand: /account-menu, /account/my-profile, /account/balance-overview, /change-password and
// /account-cash-statement, /bet-history (and its old path /history/bethistory), /account/activity-log.

import type { ComponentType } from 'react';

export { accountLinks, type AccountLink } from './model/account-links';
export { changePasswordSchema, CURRENT_PASSWORD_REQUIRED } from './model/change-password';
// Account history export (Safer gambling): the statement and bet history of a range as CSV
export { AccountHistoryExport } from './account-history-export';

type LoadScreen = () => Promise<ComponentType>;
export const loadAccountMenuPage: LoadScreen = () => import('./account-menu-page').then((module) => module.AccountMenuPage);
export const loadMyProfilePage: LoadScreen = () => import('./my-profile-page').then((module) => module.MyProfilePage);
export const loadBalanceOverviewPage: LoadScreen = () => import('./balance-overview-page').then((module) => module.BalanceOverviewPage);
export const loadChangePasswordPage: LoadScreen = () => import('./change-password-page').then((module) => module.ChangePasswordPage);
export const loadCashStatementPage: LoadScreen = () => import('./cash-statement-page').then((module) => module.CashStatementPage);
export const loadBetHistoryPage: LoadScreen = () => import('./bet-history-page').then((module) => module.BetHistoryPage);
export const loadActivityLogPage: LoadScreen = () => import('./activity-log-page').then((module) => module.ActivityLogPage);
export const loadProfitLossPage: LoadScreen = () => import('./profit-loss-page').then((module) => module.ProfitLossPage);
export const loadProfitLossHistoryPage: LoadScreen = () => import('./profit-loss-history-page').then((module) => module.ProfitLossHistoryPage);
export const loadMarketAnalysisPage: LoadScreen = () => import('./market-analysis-page').then((module) => module.MarketAnalysisPage);
