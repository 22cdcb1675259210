import type { ComponentType } from 'react';
import { loadHomePage, loadInPlayPage, loadMatchListPage } from '@/features/sports';
import { loadLoginPage, loadSignupPage } from '@/features/session';
import {
  loadAccountMenuPage,
  loadActivityLogPage,
  loadBalanceOverviewPage,
  loadBetHistoryPage,
  loadCashStatementPage,
  loadChangePasswordPage,
  loadMarketAnalysisPage,
  loadMyProfilePage,
  loadProfitLossHistoryPage,
  loadProfitLossPage,
} from '@/features/account';
import { loadCurrentBetsPage, loadFancyGamesPage, loadMarketsPage, loadOpenBetsPage, MarketsPending } from '@/features/markets';
import { loadBonusPage } from '@/features/bonus';
import { loadSaferGamblingPage } from '@/features/protection';
import { loadDepositWithdrawPage, loadDwRequestsPage, loadPaymentPage } from '@/features/payments';
import { loadCasinoLobbyPage, loadLobbyPage, loadLobbySectionPage } from '@/features/casino';
import { Error500Page } from './pages/error-500';
import { paths } from '@/config/paths';

// docs/product.md §2

export type Access =
  | 'public'
  /** docs/product.md §6 */
  | 'signed-in'
  /** docs/product.md §2, §4 */
  | 'casino';

export type Layout = 'main' | 'auth' | 'full';

export interface ScreenRoute {
  path: string;
  title: string;
  layout: Layout;
  access: Access;
  load: () => Promise<ComponentType>;
  /** Only what the first route has already. */
  pending?: ComponentType;
  loaded?: ComponentType;
}

const underConstruction = () => import('./pages/under-construction').then((module) => module.UnderConstructionPage);

const main = (
  path: string,
  title: string,
  access: Access = 'public',
  load: ScreenRoute['load'] = underConstruction,
  pending?: ComponentType,
): ScreenRoute => ({
  path,
  title,
  layout: 'main',
  access,
  load,
  ...(pending && { pending }),
});

export const screenRoutes: readonly ScreenRoute[] = [
  main(paths.home, 'Home', 'public', loadHomePage),
  main(paths.inplay, 'In-Play', 'public', loadInPlayPage),
  main(paths.markets, 'Markets', 'public', loadMarketsPage, MarketsPending),
  main(paths.matchList, 'Match List', 'public', loadMatchListPage),
  main(paths.casino, 'Casino', 'casino', loadCasinoLobbyPage),
  main(paths.lobbySection, 'Casino Lobby', 'casino', loadLobbySectionPage),
  main(paths.lobby, 'Casino Lobby', 'casino', loadLobbyPage),
  main(paths.underConstruction, 'Under Construction'),
  main(paths.myProfile, 'My Profile', 'public', loadMyProfilePage),
  main(paths.balanceOverview, 'Balance Overview', 'public', loadBalanceOverviewPage),
  main(paths.activityLog, 'Activity Log', 'public', loadActivityLogPage),
  main(paths.multimarket, 'Multi Markets', 'public', () =>
    import('./pages/multimarket-page').then((module) => module.loadComposedMultimarketPage()),
  ),
  main(paths.accountMenu, 'My Account', 'signed-in', loadAccountMenuPage),
  main(paths.changePassword, 'Change Password', 'signed-in', loadChangePasswordPage),
  main(paths.cashStatement, 'Account Statement', 'signed-in', loadCashStatementPage),
  main(paths.marketAnalysis, 'Market Analysis', 'signed-in', loadMarketAnalysisPage),
  main(paths.currentBet, 'Current Bets', 'signed-in', loadCurrentBetsPage),
  main(paths.fancyGames, 'Fancy Games', 'signed-in', loadFancyGamesPage),
  main(paths.profitLoss, 'Profit & Loss', 'signed-in', loadProfitLossPage),
  main(paths.betHistoryLegacy, 'Bet History', 'signed-in', loadBetHistoryPage),
  main(paths.payment, 'Payment', 'signed-in', loadPaymentPage),
  main(paths.dwRequests, 'Deposit & Withdrawal Requests', 'signed-in', loadDwRequestsPage),
  main(paths.depositWithdraw, 'Deposit & Withdraw', 'signed-in', loadDepositWithdrawPage),
  main(paths.bonus, 'Bonus', 'signed-in', loadBonusPage),
  main(paths.betHistory, 'Bet History', 'signed-in', loadBetHistoryPage),
  main(paths.openBets, 'Open Bets', 'signed-in', loadOpenBetsPage),
  main(paths.allBetHistoryProfitLoss, 'Profit & Loss History', 'signed-in', loadProfitLossHistoryPage),
  main(paths.saferGambling, 'Safer gambling', 'signed-in', loadSaferGamblingPage),
  { path: paths.login, title: 'Log in', layout: 'auth', access: 'public', load: loadLoginPage },
  { path: paths.signup, title: 'Sign up', layout: 'auth', access: 'public', load: loadSignupPage },
  {
    path: paths.error404,
    title: 'Page not found',
    layout: 'full',
    access: 'public',
    load: () => import('./pages/error-404').then((m) => m.Error404Page),
  },
  // On the first route already, so no chunk of its own.
  { path: paths.error500, title: 'Server error', layout: 'full', access: 'public', load: () => Promise.resolve(Error500Page) },
  {
    path: paths.underMaintenance,
    title: 'Under maintenance',
    layout: 'full',
    access: 'public',
    load: () => import('./pages/under-maintenance').then((m) => m.UnderMaintenancePage),
  },
  { path: paths.test, title: 'Test', layout: 'full', access: 'public', load: () => import('./pages/test-page').then((m) => m.TestPage) },
];

/** Every screen load goes through here, so a loaded screen renders without suspending. */
export const loadScreen = (route: ScreenRoute): Promise<ComponentType> => route.load().then((component) => (route.loaded = component));
