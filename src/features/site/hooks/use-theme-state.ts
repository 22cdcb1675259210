import { useStore } from '@/hooks/use-store';
import type { ThemeName } from '../model/theme-name';
import { themeStore, type ThemeState } from '../model/theme-store';

export function useThemeState(): ThemeState {
  return useStore(themeStore);
}

const themeOf = (state: ThemeState): ThemeName => state.theme;

/** Alone, so layout flags do not re-render Mantine's provider. */
export function useThemeName(): ThemeName {
  return useStore(themeStore, themeOf);
}
