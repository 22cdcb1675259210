import type { ThemeName } from './theme-name';

// The first paint's share of the brand theme, without Mantine (docs/decisions/0006-brand-colour-contrast.md).

export const BRAND_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Devanagari", sans-serif';

export const brandColorSchemes: Record<ThemeName, 'light' | 'dark'> = {
  light: 'light',
  dark: 'dark',
  blue: 'light',
  orange: 'light',
  pink: 'light',
  cyan: 'light',
};

const anchorColors: Record<ThemeName, string> = {
  light: '#1971c2',
  dark: '#4dabf7',
  blue: '#3b5bdb',
  orange: '#c2410c',
  pink: '#c2255c',
  cyan: '#0b7285',
};

/** Held to the theme by tests/unit/brand-scheme.test.ts. */
export function firstPaintColorVariables(name: ThemeName): Record<`--${string}`, string> {
  const dark = brandColorSchemes[name] === 'dark';
  return {
    '--mantine-color-anchor': anchorColors[name],
    '--mantine-color-dimmed': dark ? 'var(--mantine-color-dark-1)' : 'var(--mantine-color-gray-7)',
    '--mantine-color-gray-outline': dark ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-gray-8)',
  };
}
