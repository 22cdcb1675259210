import { href, paths } from '@/config/paths';

// docs/product.md §2

export interface AccountLink {
  label: string;
  to: string;
}

export const accountLinks: readonly AccountLink[] = [
  { label: 'My Profile', to: paths.myProfile },
  { label: 'Balance Overview', to: paths.balanceOverview },
  { label: 'Account Statement', to: paths.cashStatement },
  { label: 'Bet History', to: paths.betHistory },
  { label: 'Profit & Loss', to: paths.profitLoss },
  { label: 'Profit & Loss History', to: paths.allBetHistoryProfitLoss },
  { label: 'Market Analysis', to: paths.marketAnalysis },
  { label: 'Open Bets', to: paths.openBets },
  { label: 'Current Bets', to: paths.currentBet },
  { label: 'Activity Log', to: paths.activityLog },
  { label: 'Change Password', to: paths.changePassword },
  { label: 'Payment', to: paths.payment },
  { label: 'Deposit & Withdraw', to: href.depositWithdraw() },
  { label: 'Deposit & Withdrawal Requests', to: paths.dwRequests },
  { label: 'Bonus', to: paths.bonus },
  { label: 'Safer gambling', to: paths.saferGambling },
];
