import { useSyncExternalStore } from 'react';
import { getThemeState, subscribeThemeState, type ThemeState } from './model/theme-store';

/** The theme and the layout visibility flags (spec §2); re-renders only when one of them changes. */
export function useThemeState(): ThemeState {
  return useSyncExternalStore(subscribeThemeState, getThemeState, getThemeState);
}
