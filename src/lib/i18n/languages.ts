import { readString, storageKeys, writeString } from '@/lib/storage';
import { i18n, type Catalogue } from './runtime';

export interface Language {
  code: string;
  intl: string;
  name: string;
  catalogue?: () => Promise<{ messages: Catalogue }>;
  font?: () => Promise<unknown>;
  /** The tests' pseudo-language (docs/i18n.md). */
  testOnly?: boolean;
}

// A new language is its catalogue and one line here (docs/architecture.md "How to add a language").
export const languages: readonly Language[] = [
  { code: 'en', intl: 'en-IN', name: 'English' },
  {
    code: 'hi',
    intl: 'hi-IN',
    name: 'हिन्दी',
    catalogue: () => import('@/locales/hi.po'),
    font: () => import('./fonts').then((fonts) => fonts.loadDevanagari()),
  },
  // Not in a player's build.
  ...(import.meta.env.MODE === 'production'
    ? []
    : [{ code: 'pseudo', intl: 'en-IN', name: 'Pseudo', catalogue: () => import('@/locales/pseudo.po'), testOnly: true }]),
];

export const SOURCE_LANGUAGE = 'en';

export function languageOf(code: string | null | undefined): Language | undefined {
  return languages.find((language) => language.code === code);
}

export function intlLocale(): string {
  return i18n.intl;
}

let switching: Promise<void> = Promise.resolve();

/** `remember` keeps the choice on the device. */
export function switchLanguage(code: string, { remember = true } = {}): Promise<void> {
  const language = languageOf(code);
  if (!language) return switching;
  if (remember) writeString(storageKeys.language, code);
  // A failed load (offline) must not stop the next switch.
  switching = switching
    .catch(() => undefined)
    .then(async () => {
      const [messages] = await Promise.all([
        language.catalogue ? language.catalogue().then((module) => module.messages) : {},
        language.font?.(),
      ]);
      i18n.loadAndActivate({ locale: code, messages, intl: language.intl });
      document.documentElement.lang = code === 'pseudo' ? 'en' : code;
    });
  return switching;
}

/** The player's choice on this device, or `?lang=` in a link. */
export function chosenLanguage(): string | undefined {
  const fromLink = new URLSearchParams(window.location.search).get('lang');
  if (languageOf(fromLink)) return fromLink ?? undefined;
  const stored = readString(storageKeys.language);
  return languageOf(stored) ? (stored ?? undefined) : undefined;
}

/** At boot, before the first words are painted. */
export function startLanguage(): Promise<void> {
  const code = chosenLanguage();
  return code && code !== i18n.locale ? switchLanguage(code, { remember: false }) : Promise.resolve();
}

export function applyBrandLanguage(code: string | null | undefined): Promise<void> {
  if (chosenLanguage() !== undefined || !code || !languageOf(code) || code === i18n.locale) return switching;
  return switchLanguage(code, { remember: false });
}
