import type { ComponentType } from 'react';

export const loadBonusPage = (): Promise<ComponentType> => import('./bonus-page').then((module) => module.BonusPage);
