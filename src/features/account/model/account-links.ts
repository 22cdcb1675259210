import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { href, paths } from '@/config/paths';

// docs/product.md §2

export interface AccountLink {
  /** Shown with `t(label)`. */
  label: MessageDescriptor;
  to: string;
}

export const accountLinks: readonly AccountLink[] = [
  { label: msg`My Profile`, to: paths.myProfile },
  { label: msg`Balance Overview`, to: paths.balanceOverview },
  { label: msg`Account Statement`, to: paths.cashStatement },
  { label: msg`Bet History`, to: paths.betHistory },
  { label: msg`Profit & Loss`, to: paths.profitLoss },
  { label: msg`Profit & Loss History`, to: paths.allBetHistoryProfitLoss },
  { label: msg`Market Analysis`, to: paths.marketAnalysis },
  { label: msg`Open Bets`, to: paths.openBets },
  { label: msg`Current Bets`, to: paths.currentBet },
  { label: msg`Activity Log`, to: paths.activityLog },
  { label: msg`Change Password`, to: paths.changePassword },
  { label: msg`Payment`, to: paths.payment },
  { label: msg`Deposit & Withdraw`, to: href.depositWithdraw() },
  { label: msg`Deposit & Withdrawal Requests`, to: paths.dwRequests },
  { label: msg`Bonus`, to: paths.bonus },
  { label: msg`Safer gambling`, to: paths.saferGambling },
];
