// The protection feature's public API (Safer gambling: deposit and loss limits, time-out,
// self-exclusion, reality checks; our proposal, docs/contracts.md "Player protection").

import type { ComponentType } from 'react';

// What the limits leave, for the deposit form and the bet slip's funds check
export { useLimitLeft, type LimitLeft } from './use-limit-left';
export { DepositLimitNote } from './deposit-limit-note';
export { useRefreshLimits } from './protection-query';

// The reality check dialog, mounted once by the app (which tells it when the slip is busy)
export const loadRealityCheck = () => import('./reality-check').then((module) => module.RealityCheck);

export const loadSaferGamblingPage: () => Promise<ComponentType> = () => import('./safer-gambling-page').then((module) => module.SaferGamblingPage);
