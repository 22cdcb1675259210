import { useStore } from '@/lib/create-store';
import { themeStore, type ThemeState } from '../model/theme-store';

/** The theme and the layout visibility flags (docs/product.md §2); re-renders only when one of them changes. */
export function useThemeState(): ThemeState {
  return useStore(themeStore);
}
