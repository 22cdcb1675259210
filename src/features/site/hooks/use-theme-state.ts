import { useStore } from '@/lib/create-store';
import type { ThemeName } from '../model/theme-name';
import { themeStore, type ThemeState } from '../model/theme-store';

/** The theme and the layout visibility flags (docs/product.md §2); re-renders only when one of them changes. */
export function useThemeState(): ThemeState {
  return useStore(themeStore);
}

const themeOf = (state: ThemeState): ThemeName => state.theme;

/** The brand's theme name alone: what the providers and the manifest read, so that a layout flag
 * changing (every navigation between the list and a market) re-renders the layout, not Mantine's
 * provider, which computes its CSS variables again on every render. */
export function useThemeName(): ThemeName {
  return useStore(themeStore, themeOf);
}
