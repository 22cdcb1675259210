import { appConfig } from '@/config/env';
import { createStore, shallowEqual, type Store } from '@/lib/store';
import { themeNameFor, type ThemeName } from './theme-name';

// docs/product.md §2 "Theme state".

export interface ThemeState {
  readonly theme: ThemeName;
  readonly sidebarVisible: boolean;
  readonly footerVisible: boolean;
  readonly headerVisible: boolean;
  readonly navbarScrollable: boolean;
  /** Never stored. */
  readonly apkDownloadEnabled: boolean;
}

function hostnameTheme(): ThemeName {
  try {
    const hostname = globalThis.location?.hostname ?? '';
    return themeNameFor(hostname, appConfig().themeDomains);
  } catch {
    return 'light'; // no location or configuration
  }
}

export function initialThemeState(theme: ThemeName = hostnameTheme()): ThemeState {
  return {
    theme,
    sidebarVisible: false,
    footerVisible: true,
    headerVisible: true,
    navbarScrollable: true,
    apkDownloadEnabled: true,
  };
}

const store = createStore<ThemeState>(() => initialThemeState(), shallowEqual);

export const themeStore: Store<ThemeState> = store;
export const getThemeState = (): ThemeState => store.get();
export const subscribeThemeState = store.subscribe;

function update<K extends keyof ThemeState>(key: K, value: ThemeState[K]): void {
  store.set((current) => ({ ...current, [key]: value }));
}

export const setTheme = (theme: ThemeName): void => update('theme', theme);
export const setSidebarVisible = (visible: boolean): void => update('sidebarVisible', visible);
export const setFooterVisible = (visible: boolean): void => update('footerVisible', visible);
export const setHeaderVisible = (visible: boolean): void => update('headerVisible', visible);
export const setNavbarScrollable = (scrollable: boolean): void => update('navbarScrollable', scrollable);
/** The layout re-renders once, or not at all. */
export const setLayoutFlags = (flags: Pick<ThemeState, 'sidebarVisible' | 'footerVisible' | 'navbarScrollable'>): void =>
  store.set((current) => ({ ...current, ...flags }));
export const dismissApkBar = (): void => update('apkDownloadEnabled', false);

/** Tests only. */
export function resetThemeState(next: ThemeState = initialThemeState()): void {
  store.set(next);
}
