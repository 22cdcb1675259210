import type { ThemeName } from './theme-name';

// What a brand's theme (brand-theme.ts) decides that a phone's first paint needs before Mantine has
// loaded (src/app/boot/first-paint.ts): its font and its colour scheme. Here, without Mantine, so the
// boot chunk can read them; the theme takes them from here.

/** Every brand's font. */
export const BRAND_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The colour scheme of each brand: the brand decides, not the device. */
export const brandColorSchemes: Record<ThemeName, 'light' | 'dark'> = {
  light: 'light',
  dark: 'dark',
  blue: 'light',
  orange: 'light',
  pink: 'light',
  cyan: 'light',
};

/** Each brand's link colour: its palette's primary shade for its scheme (brand-theme.ts), as Mantine
 * resolves `--mantine-color-anchor`. */
const anchorColors: Record<ThemeName, string> = {
  light: '#1971c2',
  dark: '#4dabf7',
  blue: '#3b5bdb',
  orange: '#c2410c',
  pink: '#c2255c',
  cyan: '#0b7285',
};

/**
 * The brand's values of the theme variables a first paint's text is drawn in, where they differ from
 * Mantine's static defaults (its default-css-variables.css): links, dimmed text (the theme's AA
 * override) and outlined badges. MantineProvider sets them on its first render; painted before it,
 * with the defaults, links and dimmed text fell below AA contrast (axe). tests/unit/brand-scheme.test.ts
 * holds them to the values Mantine computes from the brand's theme.
 */
export function firstPaintColorVariables(name: ThemeName): Record<`--${string}`, string> {
  const dark = brandColorSchemes[name] === 'dark';
  return {
    '--mantine-color-anchor': anchorColors[name],
    '--mantine-color-dimmed': dark ? 'var(--mantine-color-dark-1)' : 'var(--mantine-color-gray-7)',
    '--mantine-color-gray-outline': dark ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-gray-8)',
  };
}
