import { i18n } from '@/lib/i18n/runtime';

// en-IN or hi-IN: both group in lakhs and crores, with the digits 0–9 (docs/i18n.md).

type Formatters<F> = WeakMap<object, Map<string, F>>;
const numbers: Formatters<Intl.NumberFormat> = new WeakMap();
const dates: Formatters<Intl.DateTimeFormat> = new WeakMap();

/** `options` is a module-level constant: one formatter per language. */
function cached<F, O extends object>(cache: Formatters<F>, options: O, make: (locale: string, options: O) => F): F {
  const locale = i18n.intl;
  let byLocale = cache.get(options);
  if (!byLocale) cache.set(options, (byLocale = new Map()));
  let formatter = byLocale.get(locale);
  if (!formatter) byLocale.set(locale, (formatter = make(locale, options)));
  return formatter;
}

export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numbers, options, (locale, given) => new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...given }));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dates, options, (locale, given) => new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...given }));
}
