import type { HttpHandler } from 'msw';
import { accountHandlers } from './account';
import { betHandlers } from './bet';
import { bonusHandlers } from './bonus';
import { casinoHandlers } from './casino';
import { contentHandlers } from './content';
import { depositWithdrawalHandlers } from './deposit-withdrawal';
import { eventHandlers } from './event';
import { oddsHandlers } from './odds';
import { responsibleGamblingHandlers } from './responsible-gambling';
import { settingHandlers } from './setting';
import { transactionHandlers } from './transaction';
import { userStakeHandlers } from './user-stake';

export const handlers: HttpHandler[] = [
  ...accountHandlers,
  ...settingHandlers,
  ...eventHandlers,
  ...oddsHandlers,
  ...betHandlers,
  ...userStakeHandlers,
  ...transactionHandlers,
  ...depositWithdrawalHandlers,
  ...bonusHandlers,
  ...responsibleGamblingHandlers,
  ...casinoHandlers,
  ...contentHandlers,
];
