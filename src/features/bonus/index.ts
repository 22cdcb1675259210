// The bonus feature's public API: /bonus, loaded on demand (docs/product.md §2).
import type { ComponentType } from 'react';

export const loadBonusPage = (): Promise<ComponentType> => import('./bonus-page').then((module) => module.BonusPage);
