// docs/product.md §2: routes and links use these, never string literals (docs/architecture.md).

export const paths = {
  // main layout
  home: '/home',
  inplay: '/inplay',
  markets: '/markets/:eventid?/:dreamEventId?',
  matchList: '/matchlist/:id',
  casino: '/casino',
  lobbySection: '/lobby-page/:section',
  lobby: '/lobby',
  underConstruction: '/underConstruction',
  myProfile: '/account/my-profile',
  balanceOverview: '/account/balance-overview',
  activityLog: '/account/activity-log',
  multimarket: '/multimarket',
  // main layout, authentication required
  accountMenu: '/account-menu',
  changePassword: '/change-password',
  cashStatement: '/account-cash-statement',
  marketAnalysis: '/Market-Analysis',
  currentBet: '/current-bet',
  fancyGames: '/fancy-games',
  profitLoss: '/ProfitLoss',
  betHistoryLegacy: '/history/bethistory',
  payment: '/Payment',
  dwRequests: '/dwrequests',
  depositWithdraw: '/depositw/:id?',
  bonus: '/bonus',
  betHistory: '/bet-history',
  // docs/product.md §2 names these screens without paths; ours:
  openBets: '/open-bets',
  allBetHistoryProfitLoss: '/all-bet-history-profit-loss',
  saferGambling: '/safer-gambling',
  // auth layout
  login: '/auth/login',
  signup: '/auth/signup',
  logout: '/auth/logout',
  authRoot: '/auth',
  // full-page layout
  error404: '/error-404',
  error500: '/error-500',
  underMaintenance: '/under-maintenance',
  test: '/test',
} as const;

/** docs/product.md §9: the default landing page. */
export const DEFAULT_LANDING = '/matchlist/3';

/** '/' redirects to the default landing. */
export const shownPath = (pathname: string): string => (pathname === '/' ? DEFAULT_LANDING : pathname);

export const href = {
  matchList: (sportId: number) => `/matchlist/${sportId}`,
  markets: (eventId: number, dreamEventId?: number | null) =>
    dreamEventId === undefined || dreamEventId === null ? `/markets/${eventId}` : `/markets/${eventId}/${dreamEventId}`,
  lobbySection: (section: string) => `/lobby-page/${encodeURIComponent(section)}`,
  depositWithdraw: (id?: number) => (id === undefined ? '/depositw' : `/depositw/${id}`),
  /** docs/product.md §6: a visitor on a protected path goes to /inplay with `to` and login=false. */
  visitorRedirect: (intended: string) => `${paths.inplay}?${new URLSearchParams({ to: intended, login: 'false' }).toString()}`,
  login: (to?: string | null) => (to ? `${paths.login}?${new URLSearchParams({ to }).toString()}` : paths.login),
};

/** The URL parser reads `/\evil.example` as `//evil.example` and drops tabs and newlines. */
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const UNSAFE_IN_PATH = /[\\\u0000-\u001f\u007f-\u009f]/;

/** docs/product.md §2; only a path of this site (no open redirect). */
export function destinationAfterLogin(to: string | null | undefined, origin: string = window.location.origin): string {
  const target = (to ?? '').split('&login=false').join('');
  if (!target.startsWith('/') || UNSAFE_IN_PATH.test(target)) return DEFAULT_LANDING;
  try {
    return new URL(target, origin).origin === origin ? target : DEFAULT_LANDING;
  } catch {
    return DEFAULT_LANDING;
  }
}
