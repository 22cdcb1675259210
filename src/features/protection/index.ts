// Safer gambling (our proposal, docs/contracts.md "Player protection").

import type { ComponentType } from 'react';

export { useLimitLeft, type LimitLeft } from './use-limit-left';
export { DepositLimitNote } from './deposit-limit-note';
export { useRefreshLimits } from './protection-query';

// Mounted once by the app, which tells it when the slip is busy
export const loadRealityCheck = () => import('./reality-check').then((module) => module.RealityCheck);

export const loadSaferGamblingPage: () => Promise<ComponentType> = () =>
  import('./safer-gambling-page').then((module) => module.SaferGamblingPage);
