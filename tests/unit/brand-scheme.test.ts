import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandCssVariablesResolver, createBrandTheme } from '@/features/site/model/brand-theme';
import { brandColorSchemes, firstPaintColorVariables } from '@/features/site/model/brand-scheme';
import { themeNames } from '@/features/site/model/theme-name';

// A phone's first paint draws before Mantine's provider has set the brand's variables
// (src/app/boot/first-paint.ts): what it sets itself must be what the provider will set.

/** Every variable Mantine's provider sets for the brand in its scheme, and a resolver of var(--x) chains. */
function providerVariables(name: (typeof themeNames)[number]) {
  const brand = createBrandTheme(name);
  const theme = mergeMantineTheme(DEFAULT_THEME, brand.theme);
  const own = defaultCssVariablesResolver(theme);
  const extra = brandCssVariablesResolver(theme);
  const all: Record<string, string> = { ...own.variables, ...own[brand.colorScheme], ...extra.variables, ...extra[brand.colorScheme] };
  const resolve = (value: string): string => {
    const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    const next = name === undefined ? undefined : all[name];
    return next === undefined ? value : resolve(next);
  };
  return { brand, all, resolve };
}

describe("the first paint's brand colours", () => {
  it.each(themeNames)('are the ones the %s theme sets', (name) => {
    const { brand, all, resolve } = providerVariables(name);
    expect(brandColorSchemes[name]).toBe(brand.colorScheme);
    for (const [variable, value] of Object.entries(firstPaintColorVariables(name))) {
      expect({ variable, value: resolve(value) }).toEqual({ variable, value: resolve(all[variable] ?? '') });
    }
  });
});
