// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionNotice } from '@/app/connection-notice';
import { LanguageSwitch, LANGUAGE_SWITCH_NAME } from '@/features/site/components/language-switch';
import { applyBrandLanguage, languages, startLanguage, switchLanguage } from '@/lib/i18n/languages';
import { i18n } from '@/lib/i18n/runtime';
import { istWords } from '@/lib/ist-time';
import { formatMoney } from '@/lib/money';
import { readString, storageKeys } from '@/lib/storage';

function goOffline(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
}

afterEach(async () => {
  await switchLanguage('en', { remember: false });
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.history.replaceState(null, '', '/');
});

describe('the language on screen', () => {
  it('changes every word at once without a remount, and the page says which language it is in', async () => {
    goOffline();
    render(<ConnectionNotice />);
    const bar = screen.getByTestId('offline-notice');
    expect(bar).toHaveTextContent('You are offline. Bets, cash out and payment requests are not sent until you are back online.');
    await act(() => switchLanguage('hi'));
    expect(screen.getByTestId('offline-notice')).toBe(bar);
    expect(bar.textContent).toMatch(/[\u0900-\u097F]/);
    expect(bar).toHaveAccessibleName(/[\u0900-\u097F]/);
    expect(document.documentElement.lang).toBe('hi');
    await act(() => switchLanguage('en'));
    expect(bar).toHaveTextContent('You are offline.', { normalizeWhitespace: true });
    expect(document.documentElement.lang).toBe('en');
  });

  it('is remembered on the device when the player picks it from the switch', async () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: LANGUAGE_SWITCH_NAME });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'हिन्दी']);
    fireEvent.change(select, { target: { value: 'hi' } });
    await waitFor(() => expect(i18n.locale).toBe('hi'));
    expect(readString(storageKeys.language)).toBe('hi');
    expect(select).toHaveValue('hi');
  });

  it('starts in the remembered language, and a brand default never overrides the player', async () => {
    localStorage.setItem(storageKeys.language, 'hi');
    await startLanguage();
    expect(i18n.locale).toBe('hi');
    await applyBrandLanguage('en');
    expect(i18n.locale).toBe('hi');
  });

  it('follows the brand default until the player chooses', async () => {
    await applyBrandLanguage('hi');
    expect(i18n.locale).toBe('hi');
    expect(readString(storageKeys.language)).toBeNull();
    await applyBrandLanguage('xx');
    expect(i18n.locale).toBe('hi');
  });

  it('keeps the words when a catalogue cannot load, and switches again afterwards', async () => {
    const hindi = languages.find((language) => language.code === 'hi');
    const load = hindi?.catalogue;
    if (!hindi || !load) throw new Error('no Hindi in the table');
    Object.assign(hindi, { catalogue: () => Promise.reject(new Error('offline')) });
    await expect(switchLanguage('hi', { remember: false })).rejects.toThrow('offline');
    expect(i18n.locale).toBe('en');
    Object.assign(hindi, { catalogue: load });
    await switchLanguage('hi', { remember: false });
    expect(i18n.locale).toBe('hi');
  });

  it('offers the pseudo-language only to a link that asks for it', () => {
    expect(languages.filter((language) => !language.testOnly).map((language) => language.code)).toEqual(['en', 'hi']);
  });
});

describe('numbers and times in Hindi', () => {
  it('groups money in lakhs and crores with the digits 0–9 in both languages', async () => {
    expect(formatMoney(12345678.5)).toBe('1,23,45,678.5');
    await switchLanguage('hi', { remember: false });
    expect(formatMoney(12345678.5)).toBe('1,23,45,678.5');
    expect(formatMoney(100000)).toBe('1,00,000');
  });

  it('says an instant in IST in the language on screen', async () => {
    const at = Date.parse('2026-11-27T10:00:00Z');
    expect(istWords(at)).toBe('Friday, 27 November 2026 at 3:30 pm IST');
    await switchLanguage('hi', { remember: false });
    const words = istWords(at);
    expect(words).toContain('शुक्रवार');
    expect(words).toContain('नवंबर');
    expect(words).toMatch(/3:30/);
    expect(words).toContain('IST');
  });
});
