// The account screens' paths (spec §2). A feature never imports the app, so the account menu keeps
// its own copy; tests/unit/account-links.test.ts checks it against src/app/paths.ts.

export interface AccountLink {
  label: string;
  to: string;
}

export const accountLinks: readonly AccountLink[] = [
  { label: 'My Profile', to: '/account/my-profile' },
  { label: 'Balance Overview', to: '/account/balance-overview' },
  { label: 'Account Statement', to: '/account-cash-statement' },
  { label: 'Bet History', to: '/bet-history' },
  { label: 'Profit & Loss', to: '/ProfitLoss' },
  { label: 'Profit & Loss History', to: '/all-bet-history-profit-loss' },
  { label: 'Market Analysis', to: '/Market-Analysis' },
  { label: 'Open Bets', to: '/open-bets' },
  { label: 'Current Bets', to: '/current-bet' },
  { label: 'Activity Log', to: '/account/activity-log' },
  { label: 'Change Password', to: '/change-password' },
  { label: 'Payment', to: '/Payment' },
  { label: 'Deposit & Withdraw', to: '/depositw' },
  { label: 'Deposit & Withdrawal Requests', to: '/dwrequests' },
  { label: 'Bonus', to: '/bonus' },
];
