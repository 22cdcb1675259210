import type { MessageDescriptor } from '@lingui/core';

// Lingui's compiled messages, read with ~1 KB less code than its own I18n (docs/decisions/0020-languages.md).

/** Lingui's compiled form: text, `[name]`, or `[name, 'plural' | 'select' | …, cases]`. */
type Token = string | readonly [name: string, type?: string, format?: unknown];
export type CompiledMessage = readonly Token[];
export type Catalogue = Record<string, CompiledMessage>;
type Values = Record<string, unknown>;
type Cases = { offset?: number } & Record<string, CompiledMessage | number | undefined>;

const own = <T>(object: Record<string, T>, key: unknown): T | undefined =>
  Object.prototype.hasOwnProperty.call(object, String(key)) ? object[String(key)] : undefined;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCase(locale: string, type: string, count: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' })));
  return rules.select(count);
}

function format(tokens: CompiledMessage, values: Values, locale: string, count?: number): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? new Intl.NumberFormat(locale).format(count) : token;
      continue;
    }
    const [name, type, cases = {}] = token as [string, string?, Cases?];
    const value = own(values, name);
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...rules } = cases as Record<string, CompiledMessage> & { offset?: number };
      const rest = (value as number) - offset; // a count: the macro's plural() takes a number
      const chosen = own(rules, value) ?? own(rules, pluralCase(locale, type, rest)) ?? rules.other;
      text += chosen ? format(chosen, values, locale, rest) : '';
    } else if (type === 'select') {
      const rules = cases as Record<string, CompiledMessage>;
      const chosen = own(rules, value) ?? rules.other;
      text += chosen ? format(chosen, values, locale) : '';
    } else if (value !== undefined && value !== null) text += String(value);
  }
  return text;
}

type Descriptor = Omit<MessageDescriptor, 'message'> & { message?: CompiledMessage | string };

class Messages {
  locale = 'en';
  /** Intl's locale for the language on screen (src/lib/intl.ts). */
  intl = 'en-IN';
  private catalogue: Catalogue = {};
  private readonly listeners = new Set<() => void>();

  /** Its translation, else the English compiled into the code. */
  _ = (descriptor: Descriptor | string, values?: Values, options?: { message?: CompiledMessage | string }): string => {
    const { id, message, values: given } = typeof descriptor === 'string' ? { id: descriptor, message: options?.message } : descriptor;
    const compiled = own(this.catalogue, id) ?? message ?? id;
    return typeof compiled === 'string' ? compiled : format(compiled, given ?? values ?? {}, this.locale);
  };

  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  loadAndActivate({ locale, messages, intl = 'en-IN' }: { locale: string; messages: Catalogue; intl?: string }): void {
    this.locale = locale;
    this.intl = intl;
    this.catalogue = messages;
    this.listeners.forEach((listener) => listener());
  }
}

export const i18n = new Messages();
