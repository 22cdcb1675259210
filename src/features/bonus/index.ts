// The bonus feature's public API (issue 8 "Bonuses"): /bonus, loaded on demand (spec §2).
import type { ComponentType } from 'react';

export const loadBonusPage = (): Promise<ComponentType> => import('./bonus-page').then((module) => module.BonusPage);
