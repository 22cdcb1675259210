// docs/product.md §2, §4, §7.

import type { ComponentType } from 'react';

export { casinoVisibility, type CasinoVisibility, type CasinoVisibilityInputs } from './model/casino-visibility';
export { providerBaseUrl, type ProviderHosts } from './model/provider-host';
export { useCasinoVisibility } from './hooks/use-casino-visibility';

type LoadScreen = () => Promise<ComponentType>;
export const loadCasinoLobbyPage: LoadScreen = () => import('./components/casino-lobby').then((module) => module.CasinoLobby);
export const loadLobbySectionPage: LoadScreen = () => import('./components/lobby-section-page').then((module) => module.LobbySectionPage);
export const loadLobbyPage: LoadScreen = () => import('./components/lobby-page').then((module) => module.LobbyPage);
