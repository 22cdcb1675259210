import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
import { i18n } from '@/lib/i18n/runtime';
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
  /** Worded where it is shown. */
  titleMessage: MessageDescriptor;
  readonly title: string;
  layout: Layout;
  access: Access;
  load: () => Promise<ComponentType>;
  /** Only what the first route has already. */
  pending?: ComponentType;
  loaded?: ComponentType;
}

const screen = (route: Omit<ScreenRoute, 'title'>): ScreenRoute => ({
  ...route,
  get title() {
    return i18n._(route.titleMessage);
  },
});

const underConstruction = () => import('./pages/under-construction').then((module) => module.UnderConstructionPage);

const main = (
  path: string,
  title: MessageDescriptor,
  access: Access = 'public',
  load: ScreenRoute['load'] = underConstruction,
  pending?: ComponentType,
): ScreenRoute =>
  screen({
    path,
    titleMessage: title,
    layout: 'main',
    access,
    load,
    ...(pending && { pending }),
  });

export const screenRoutes: readonly ScreenRoute[] = [
  main(paths.home, msg`Home`, 'public', loadHomePage),
  main(paths.inplay, msg`In-Play`, 'public', loadInPlayPage),
  main(paths.markets, msg`Markets`, 'public', loadMarketsPage, MarketsPending),
  main(paths.matchList, msg`Match List`, 'public', loadMatchListPage),
  main(paths.casino, msg`Casino`, 'casino', loadCasinoLobbyPage),
  main(paths.lobbySection, msg`Casino Lobby`, 'casino', loadLobbySectionPage),
  main(paths.lobby, msg`Casino Lobby`, 'casino', loadLobbyPage),
  main(paths.underConstruction, msg`Under Construction`),
  main(paths.myProfile, msg`My Profile`, 'public', loadMyProfilePage),
  main(paths.balanceOverview, msg`Balance Overview`, 'public', loadBalanceOverviewPage),
  main(paths.activityLog, msg`Activity Log`, 'public', loadActivityLogPage),
  main(paths.multimarket, msg`Multi Markets`, 'public', () =>
    import('./pages/multimarket-page').then((module) => module.loadComposedMultimarketPage()),
  ),
  main(paths.accountMenu, msg`My Account`, 'signed-in', loadAccountMenuPage),
  main(paths.changePassword, msg`Change Password`, 'signed-in', loadChangePasswordPage),
  main(paths.cashStatement, msg`Account Statement`, 'signed-in', loadCashStatementPage),
  main(paths.marketAnalysis, msg`Market Analysis`, 'signed-in', loadMarketAnalysisPage),
  main(paths.currentBet, msg`Current Bets`, 'signed-in', loadCurrentBetsPage),
  main(paths.fancyGames, msg`Fancy Games`, 'signed-in', loadFancyGamesPage),
  main(paths.profitLoss, msg`Profit & Loss`, 'signed-in', loadProfitLossPage),
  main(paths.betHistoryLegacy, msg`Bet History`, 'signed-in', loadBetHistoryPage),
  main(paths.payment, msg`Payment`, 'signed-in', loadPaymentPage),
  main(paths.dwRequests, msg`Deposit & Withdrawal Requests`, 'signed-in', loadDwRequestsPage),
  main(paths.depositWithdraw, msg`Deposit & Withdraw`, 'signed-in', loadDepositWithdrawPage),
  main(paths.bonus, msg`Bonus`, 'signed-in', loadBonusPage),
  main(paths.betHistory, msg`Bet History`, 'signed-in', loadBetHistoryPage),
  main(paths.openBets, msg`Open Bets`, 'signed-in', loadOpenBetsPage),
  main(paths.allBetHistoryProfitLoss, msg`Profit & Loss History`, 'signed-in', loadProfitLossHistoryPage),
  main(paths.saferGambling, msg`Safer gambling`, 'signed-in', loadSaferGamblingPage),
  screen({ path: paths.login, titleMessage: msg`Log in`, layout: 'auth', access: 'public', load: loadLoginPage }),
  screen({ path: paths.signup, titleMessage: msg`Sign up`, layout: 'auth', access: 'public', load: loadSignupPage }),
  screen({
    path: paths.error404,
    titleMessage: msg`Page not found`,
    layout: 'full',
    access: 'public',
    load: () => import('./pages/error-404').then((m) => m.Error404Page),
  }),
  // On the first route already, so no chunk of its own.
  screen({
    path: paths.error500,
    titleMessage: msg`Server error`,
    layout: 'full',
    access: 'public',
    load: () => Promise.resolve(Error500Page),
  }),
  screen({
    path: paths.underMaintenance,
    titleMessage: msg`Under maintenance`,
    layout: 'full',
    access: 'public',
    load: () => import('./pages/under-maintenance').then((m) => m.UnderMaintenancePage),
  }),
  screen({
    path: paths.test,
    titleMessage: msg`Test`,
    layout: 'full',
    access: 'public',
    load: () => import('./pages/test-page').then((m) => m.TestPage),
  }),
];

/** Every screen load goes through here, so a loaded screen renders without suspending. */
export const loadScreen = (route: ScreenRoute): Promise<ComponentType> => route.load().then((component) => (route.loaded = component));
