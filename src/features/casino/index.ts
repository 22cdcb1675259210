// The casino feature's public API (docs/product.md §2 /casino, /lobby-page/:section, /lobby; §4 casino
// visibility; §7 Casino): the lobby screens, each loaded on demand, and the pure rules.

import type { ComponentType } from 'react';

export { casinoVisibility, type CasinoVisibility, type CasinoVisibilityInputs } from './model/casino-visibility';
export { providerBaseUrl, type ProviderHosts } from './model/provider-host';
export { useCasinoVisibility } from './use-casino-visibility';

type LoadScreen = () => Promise<ComponentType>;
/** /casino */
export const loadCasinoLobbyPage: LoadScreen = () => import('./casino-lobby').then((module) => module.CasinoLobby);
/** /lobby-page/:section */
export const loadLobbySectionPage: LoadScreen = () => import('./lobby-section-page').then((module) => module.LobbySectionPage);
/** /lobby, and a launched game (?game=<id>) */
export const loadLobbyPage: LoadScreen = () => import('./lobby-page').then((module) => module.LobbyPage);
