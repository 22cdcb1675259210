import {
  DEFAULT_THEME,
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { BRAND_FONT_FAMILY, brandColorSchemes } from './brand-scheme';
import type { ThemeName } from './theme-name';

// docs/product.md §4 "Theme by hostname": one Mantine theme per brand name. Every choice below is documented
// with its WCAG 2 contrast ratio (AA: 4.5:1 for text, 3:1 for large text and UI parts);
// tests/unit/site-theme.test.ts recomputes them from the resolved Mantine CSS variables.
// Backgrounds: light body #ffffff, dark body dark.7 #242424.

/** The options every brand theme shares. */
export const baseThemeOptions = {
  autoContrast: true,
  luminanceThreshold: 0.3,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 4 },
  fontFamily: BRAND_FONT_FAMILY,
  defaultRadius: 'sm',
  components: {
    // Toasts: the close button has a name, and the message reads at AA contrast on every brand (the
    // default dimmed grey of a titled message fails on the dark theme).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
} satisfies MantineThemeOverride;

/**
 * Where black and white text give the same contrast (luminance √(1.05 × 0.05) − 0.05 ≈ 0.179). With
 * it as autoContrast's threshold Mantine always picks the better of the two, and the better one is
 * never below 4.58:1. The base value 0.3 keeps white text on fills up to luminance 0.3, e.g. white on
 * red.6 (#fa5252) at 3.3:1, which fails AA.
 */
export const WCAG_LUMINANCE_CROSSOVER = 0.179;

/** The palette every brand theme calls 'brand' and uses as its primary colour. */
export const BRAND_COLOR = 'brand';

/** One shade for both schemes: Mantine picks a filled button's text colour from the *light* shade
 * even in the dark scheme, so different shades could put white text on a light fill. */
const PRIMARY_SHADE = 8;

const { blue, indigo, orange, pink, cyan } = DEFAULT_THEME.colors;

// Mantine's orange has no shade that carries white text at 4.5:1 (orange.9 #d9480f: 4.3:1), so the
// two darkest shades are burnt orange.
const brandOrange: MantineColorsTuple = colorsTuple([
  ...orange.slice(0, 8),
  '#c2410c', // 8: white on it 5.18:1; on white 5.18:1
  '#9a3412', // 9: hover; white on it 7.31:1
]);

// Mantine's cyan.8 (#0c8599) carries white at only 4.35:1, and a primary shade of 9 would make the
// hover shade the lighter 8; so cyan.9 moves to 8 and 9 is darker still.
const brandCyan: MantineColorsTuple = colorsTuple([
  ...cyan.slice(0, 8),
  '#0b7285', // 8: white on it 5.59:1; on white 5.59:1
  '#085a69', // 9: hover; white on it 7.85:1
]);

/** Each brand's palette (its colour scheme is brand-scheme.ts's). */
const brandPalettes: Record<ThemeName, MantineColorsTuple> = {
  // blue.8 #1971c2: white text on the fill 5.02:1, as link text on white 5.02:1; hover blue.9 6.09:1.
  light: blue,
  // Same fill blue.8 #1971c2 (white text 5.02:1; the fill against the dark body 3.09:1, UI ≥ 3:1).
  // Links in the dark scheme use blue.4 #4dabf7: 6.27:1 on #242424.
  dark: blue,
  // Royal blue indigo.8 #3b5bdb: white text 5.67:1, on white 5.67:1; hover indigo.9 6.77:1.
  blue: indigo,
  // Burnt orange #c2410c (above): white text 5.18:1, on white 5.18:1; hover #9a3412 7.31:1.
  orange: brandOrange,
  // pink.8 #c2255c: white text 5.66:1, on white 5.66:1; hover pink.9 7.21:1.
  pink: pink,
  // Teal-cyan #0b7285 (above): white text 5.59:1, on white 5.59:1; hover #085a69 7.85:1.
  cyan: brandCyan,
};

/**
 * Mantine's defaults for secondary and error text fail AA: dimmed gray.6 #868e96 on white 3.32:1,
 * dark.2 #828282 on #242424 4.04:1; error red.6 #fa5252 on white 3.28:1, red.8 #e03131 on #242424
 * 3.44:1. These replace them (merged over Mantine's own variables by MantineProvider).
 */
export const brandCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', // #495057 on white 8.18:1
    '--mantine-color-error': 'var(--mantine-color-red-9)', // #c92a2a on white 5.46:1
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', // #b8b8b8 on #242424 7.83:1
    '--mantine-color-error': 'var(--mantine-color-red-5)', // #ff6b6b on #242424 5.59:1
  },
});

/** The colours a brand shows outside the page: the browser's bars and the installed app's
 * splash screen, for its web app manifest. */
export function brandChromeColors(name: ThemeName): { theme: string; background: string } {
  return { theme: brandPalettes[name][PRIMARY_SHADE], background: brandColorSchemes[name] === 'dark' ? DEFAULT_THEME.colors.dark[7] : DEFAULT_THEME.white };
}

export interface BrandTheme {
  name: ThemeName;
  /** For MantineProvider's `theme`. */
  theme: MantineThemeOverride;
  /** For MantineProvider's `forceColorScheme`: the brand decides, not the device. */
  colorScheme: 'light' | 'dark';
  /** For MantineProvider's `cssVariablesResolver`. */
  cssVariablesResolver: CSSVariablesResolver;
}

const cache = new Map<ThemeName, BrandTheme>();

/** The Mantine theme of a brand; the same object for the same name (MantineProvider re-injects its
 * CSS variables whenever the theme object changes). */
export function createBrandTheme(name: ThemeName): BrandTheme {
  const cached = cache.get(name);
  if (cached) return cached;
  const brandTheme: BrandTheme = {
    name,
    theme: createTheme({
      ...baseThemeOptions,
      luminanceThreshold: WCAG_LUMINANCE_CROSSOVER,
      colors: { [BRAND_COLOR]: brandPalettes[name] },
      primaryColor: BRAND_COLOR,
      primaryShade: PRIMARY_SHADE,
      other: { themeName: name },
    }),
    colorScheme: brandColorSchemes[name],
    cssVariablesResolver: brandCssVariablesResolver,
  };
  cache.set(name, brandTheme);
  return brandTheme;
}
