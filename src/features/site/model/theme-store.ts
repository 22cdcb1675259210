import { appConfig } from '@/config/env';
import { createStore, shallowEqual, type Store } from '@/lib/store';
import { themeNameFor, type ThemeName } from './theme-name';

// docs/product.md §2 "Theme state holds theme (default light) and visibility flags for sidebar, footer and
// header": the one client store for them (docs/architecture.md "theme/visibility flags are one store").
// The app's navigation effects set the flags (docs/product.md §2 "Navigation behaviour"); the
// layouts read them.

export interface ThemeState {
  /** docs/product.md §4: decided by the hostname, 'light' for every unlisted site. */
  readonly theme: ThemeName;
  /** The right sidebar: shown on the match list only. */
  readonly sidebarVisible: boolean;
  /** Hidden on the Markets page. */
  readonly footerVisible: boolean;
  readonly headerVisible: boolean;
  /** False in the casino lobby, which also shows a back-to-sports control. */
  readonly navbarScrollable: boolean;
  /** docs/product.md §2 "the download flag": on until the player closes the APK bar, for the rest of the
   * session (this page load), never persisted. */
  readonly apkDownloadEnabled: boolean;
}

function hostnameTheme(): ThemeName {
  try {
    const hostname = globalThis.location?.hostname ?? '';
    return themeNameFor(hostname, appConfig().themeDomains);
  } catch {
    return 'light'; // no location or no configuration: the default of docs/product.md §4
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

/** The store itself, for `useStore(themeStore, selector)`. */
export const themeStore: Store<ThemeState> = store;
/** The current state; the same object until something changes (useStore-friendly). */
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
/** The flags a route decides, in one change: the layout re-renders once, and not at all when they are
 * what they were. */
export const setLayoutFlags = (flags: Pick<ThemeState, 'sidebarVisible' | 'footerVisible' | 'navbarScrollable'>): void =>
  store.set((current) => ({ ...current, ...flags }));
/** The APK bar's close button: the bar stays away until the page is reloaded. */
export const dismissApkBar = (): void => update('apkDownloadEnabled', false);

/** Tests only: back to the initial state (or the one given). */
export function resetThemeState(next: ThemeState = initialThemeState()): void {
  store.set(next);
}
