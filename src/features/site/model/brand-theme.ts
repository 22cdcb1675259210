import {
  DEFAULT_THEME,
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { t } from '@lingui/core/macro';
import { BRAND_FONT_FAMILY, brandColorSchemes } from './brand-scheme';
import type { ThemeName } from './theme-name';

// Why and the contrast ratios: docs/decisions/0006-brand-colour-contrast.md

export const baseThemeOptions = {
  autoContrast: true,
  luminanceThreshold: 0.3,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 4 },
  fontFamily: BRAND_FONT_FAMILY,
  defaultRadius: 'sm',
  components: {
    // A titled toast's default dimmed grey fails AA on the dark theme.
    Notification: {
      // A function: Mantine reads it at each render.
      defaultProps: () => ({ closeButtonProps: { 'aria-label': t`Close notification` } }),
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
    // Mantine's own English name for the eye button.
    PasswordInput: { defaultProps: () => ({ visibilityToggleButtonProps: { 'aria-label': t`Toggle password visibility` } }) },
  },
} satisfies MantineThemeOverride;

/** Where black and white text contrast equally. */
export const WCAG_LUMINANCE_CROSSOVER = 0.179;

export const BRAND_COLOR = 'brand';

const PRIMARY_SHADE = 8;

const { blue, indigo, orange, pink, cyan } = DEFAULT_THEME.colors;

const brandOrange: MantineColorsTuple = colorsTuple([...orange.slice(0, 8), '#c2410c', '#9a3412']);

const brandCyan: MantineColorsTuple = colorsTuple([...cyan.slice(0, 8), '#0b7285', '#085a69']);

const brandPalettes: Record<ThemeName, MantineColorsTuple> = {
  light: blue,
  dark: blue,
  blue: indigo,
  orange: brandOrange,
  pink: pink,
  cyan: brandCyan,
};

export const brandCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});

export function brandChromeColors(name: ThemeName): { theme: string; background: string } {
  return {
    theme: brandPalettes[name][PRIMARY_SHADE],
    background: brandColorSchemes[name] === 'dark' ? DEFAULT_THEME.colors.dark[7] : DEFAULT_THEME.white,
  };
}

export interface BrandTheme {
  name: ThemeName;
  theme: MantineThemeOverride;
  /** The brand decides, not the device. */
  colorScheme: 'light' | 'dark';
  cssVariablesResolver: CSSVariablesResolver;
}

const cache = new Map<ThemeName, BrandTheme>();

/** The same object per name: MantineProvider re-injects its CSS variables on a new one. */
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
