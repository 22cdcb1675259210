import type { ComponentType } from 'react';

type LoadScreen = () => Promise<ComponentType>;
export const loadPaymentPage: LoadScreen = () => import('./components/payment-page').then((module) => module.PaymentPage);
export const loadDepositWithdrawPage: LoadScreen = () =>
  import('./components/deposit-withdraw-page').then((module) => module.DepositWithdrawPage);
export const loadDwRequestsPage: LoadScreen = () => import('./components/dw-requests-page').then((module) => module.DwRequestsPage);
