// The casino feature's public API (docs/product.md §2 /casino, /lobby-page/:section, /lobby; §4 casino
// visibility; §7 Casino): the lobby screens, each loaded on demand, and the pure rules.

import type { ComponentType } from 'react';

export { casinoVisibility, type CasinoVisibility, type CasinoVisibilityInputs } from './model/casino-visibility';
export { providerBaseUrl, type ProviderHosts } from './model/provider-host';
export { useCasinoVisibility } from './hooks/use-casino-visibility';

type LoadScreen = () => Promise<ComponentType>;
/** /casino */
export const loadCasinoLobbyPage: LoadScreen = () => import('./components/casino-lobby').then((module) => module.CasinoLobby);
/** /lobby-page/:section */
export const loadLobbySectionPage: LoadScreen = () => import('./components/lobby-section-page').then((module) => module.LobbySectionPage);
/** /lobby, and a launched game (?game=<id>) */
export const loadLobbyPage: LoadScreen = () => import('./components/lobby-page').then((module) => module.LobbyPage);
