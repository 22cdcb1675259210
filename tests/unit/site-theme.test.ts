import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, toRgba, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createBrandTheme, type BrandTheme } from '@/features/site/model/brand-theme';
import { themeNameFor, themeNames, type ThemeDomainLists, type ThemeName } from '@/features/site/model/theme-name';

const lists: ThemeDomainLists = {
  dark: ['localhost', 'night-blue.com'],
  orange: ['sunset.com', 'orange-bet.in'],
  blue: ['ocean.com', 'night-blue.com'],
  pink: [],
  cyan: [],
};

describe('theme by hostname (docs/product.md §4)', () => {
  it.each<[string, ThemeDomainLists, ThemeName]>([
    ['localhost', lists, 'dark'],
    ['night-blue.com', lists, 'dark'], // the blue domain that is dark: dark wins over blue
    ['www.night-blue.com', lists, 'dark'],
    ['sunset.com', lists, 'orange'],
    ['www.sunset.com', lists, 'orange'],
    ['m.orange-bet.in', lists, 'orange'],
    ['SUNSET.COM', lists, 'orange'],
    ['sunset.com.', lists, 'orange'], // fully qualified name with the root dot
    ['ocean.com', lists, 'blue'],
    ['app.www.ocean.com', lists, 'blue'],
    ['notsunset.com', lists, 'light'], // a look-alike is not a subdomain
    ['sunset.com.evil.net', lists, 'light'],
    ['unknown-brand.com', lists, 'light'],
    ['', lists, 'light'],
    ['localhost', { ...lists, dark: [] }, 'light'], // localhost is dark only when it is listed
    ['pinky.io', { ...lists, pink: ['pinky.io'] }, 'pink'],
    // The most specific listed domain wins: a listed subdomain keeps its theme under a listed parent.
    ['orange.localhost', { ...lists, orange: ['orange.localhost'] }, 'orange'],
    ['www.promo.ocean.com', { ...lists, orange: ['promo.ocean.com'] }, 'orange'],
    ['nosignup.localhost', lists, 'dark'], // under localhost, listed nowhere itself
    ['ocean.com', { ...lists, orange: ['promo.ocean.com'] }, 'blue'],
    ['www.teal.io', { ...lists, cyan: ['teal.io'] }, 'cyan'],
  ])('%s → %s', (hostname, domainLists, expected) => {
    expect(themeNameFor(hostname, domainLists)).toBe(expected);
  });

  it('ignores empty entries in a list', () => {
    expect(themeNameFor('brand.com', { ...lists, orange: [''] })).toBe('light');
  });
});

// ── WCAG 2 contrast, computed from the CSS variables Mantine will put on the page ──

function relativeLuminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

interface ResolvedBrand {
  theme: MantineTheme;
  /** Follows var(--…) references to a colour value, in the brand's colour scheme. */
  resolve(value: string): string;
}

function resolveBrand(brand: BrandTheme): ResolvedBrand {
  const theme = mergeMantineTheme(DEFAULT_THEME, brand.theme);
  const base = defaultCssVariablesResolver(theme);
  const extra = brand.cssVariablesResolver(theme);
  const scheme = brand.colorScheme;
  const table: Record<string, string | undefined> = { ...base.variables, ...extra.variables, ...base[scheme], ...extra[scheme] };
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!reference) return value;
    const name = reference[1] ?? '';
    const next = table[name];
    if (next === undefined) throw new Error(`${name} is not defined`);
    return resolve(next);
  };
  return { theme, resolve };
}

describe.each(themeNames)('the %s brand theme passes WCAG AA', (name) => {
  const brand = createBrandTheme(name);
  const { theme, resolve } = resolveBrand(brand);
  const body = resolve('var(--mantine-color-body)');
  const filled = theme.variantColorResolver({ color: theme.primaryColor, theme, variant: 'filled' });

  it('uses the dark scheme only for the dark brand', () => {
    expect(brand.colorScheme).toBe(name === 'dark' ? 'dark' : 'light');
    expect(theme.autoContrast).toBe(true);
  });

  it.each<[string, () => [string, string], number]>([
    // text
    ['primary filled button: text on the fill', () => [filled.color, filled.background], 4.5],
    ['primary filled button: text on the hover fill', () => [filled.color, filled.hover], 4.5],
    [
      'primary contrast colour on the primary fill',
      () => ['var(--mantine-primary-color-contrast)', 'var(--mantine-primary-color-filled)'],
      4.5,
    ],
    ['link (primary-coloured) text on the background', () => ['var(--mantine-color-anchor)', 'var(--mantine-color-body)'], 4.5],
    ['primary text colour on the background', () => [`var(--mantine-color-${theme.primaryColor}-text)`, 'var(--mantine-color-body)'], 4.5],
    [
      'outline button text on the background',
      () => [`var(--mantine-color-${theme.primaryColor}-outline)`, 'var(--mantine-color-body)'],
      4.5,
    ],
    [
      'light button text on its tint',
      () => [`var(--mantine-color-${theme.primaryColor}-light-color)`, `var(--mantine-color-${theme.primaryColor}-light)`],
      4.5,
    ],
    ['body text on the background', () => ['var(--mantine-color-text)', 'var(--mantine-color-body)'], 4.5],
    ['dimmed text on the background', () => ['var(--mantine-color-dimmed)', 'var(--mantine-color-body)'], 4.5],
    ['error text on the background', () => ['var(--mantine-color-error)', 'var(--mantine-color-body)'], 4.5],
    // UI parts (WCAG 1.4.11): the floating support button against the page
    ['the primary fill against the background', () => ['var(--mantine-primary-color-filled)', 'var(--mantine-color-body)'], 3],
  ])('%s', (_what, colours, minimum) => {
    const [foreground, background] = colours();
    const ratio = contrastRatio(resolve(foreground), resolve(background));
    expect(ratio, `${resolve(foreground)} on ${resolve(background)} (body ${body})`).toBeGreaterThanOrEqual(minimum);
  });
});

describe('createBrandTheme', () => {
  it('returns the same theme object for the same brand (MantineProvider re-injects on change)', () => {
    expect(createBrandTheme('orange')).toBe(createBrandTheme('orange'));
    expect(createBrandTheme('orange').theme).not.toBe(createBrandTheme('pink').theme);
  });
});
