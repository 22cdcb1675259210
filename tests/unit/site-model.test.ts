// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainSetting } from '@/api/generated/types.gen';
import { domainSettingBaseUrl } from '@/api/base-url';
import { effectiveSiteSettings, type EffectiveSiteSettings } from '@/features/site/model/effective-settings';
import { pageTitle } from '@/features/site/model/page-title';
import { safeIconUrl, safeWebUrl } from '@/features/site/model/safe-url';
import { isSiteSuspended, parseStoredFlag, returnPathFrom } from '@/features/site/model/site-suspended';
import {
  dismissApkBar,
  getThemeState,
  initialThemeState,
  resetThemeState,
  setFooterVisible,
  setLayoutFlags,
  setNavbarScrollable,
  setSidebarVisible,
  setTheme,
  subscribeThemeState,
} from '@/features/site/model/theme-store';

const brandSite = { hostname: 'www.brand.com', host: 'www.brand.com' };
const testSite = { hostname: 'localhost', host: 'localhost:5173' };

const baseSetting: DomainSetting = { siteSuspended: false, allowSignUp: false, skipVerification: false, domainTitle: 'Brand' };

describe('what the domain settings mean (docs/product.md §2, §4)', () => {
  const off: EffectiveSiteSettings = {
    allowSignUp: false,
    skipVerification: false,
    casinoEnabled: false,
    apkUrl: undefined,
    supportLink: undefined,
    supportRaised: false,
    helpOrganisations: [],
  };

  it.each<[string, DomainSetting | undefined, typeof brandSite, Partial<EffectiveSiteSettings>]>([
    ['nothing before the settings load', undefined, brandSite, {}],
    ['sign-up when the brand allows it', { ...baseSetting, allowSignUp: true }, brandSite, { allowSignUp: true }],
    [
      'sign-up always on a comepunt domain',
      { ...baseSetting, allowSignUp: false },
      { hostname: 'play.comepunt.com', host: 'play.comepunt.com' },
      { allowSignUp: true },
    ],
    [
      'sign-up on a comepunt domain even before the settings load',
      undefined,
      { hostname: 'comepunt.in', host: 'comepunt.in' },
      { allowSignUp: true },
    ],
    ['skip verification', { ...baseSetting, skipVerification: true }, brandSite, { skipVerification: true }],
    ['casino', { ...baseSetting, casino: true }, brandSite, { casinoEnabled: true }],
    ['the APK link', { ...baseSetting, apkUrl: ' https://cdn.brand.com/app.apk ' }, brandSite, { apkUrl: 'https://cdn.brand.com/app.apk' }],
    ['no APK bar for an empty link', { ...baseSetting, apkUrl: '' }, brandSite, {}],
    ['no APK bar for a script link', { ...baseSetting, apkUrl: 'javascript:alert(1)' }, brandSite, {}],
    [
      'the support link when shown',
      { ...baseSetting, showSupportLink: true, supportLink: 'https://wa.me/911234567890' },
      brandSite,
      { supportLink: 'https://wa.me/911234567890' },
    ],
    [
      'no support link when not shown',
      { ...baseSetting, showSupportLink: false, supportLink: 'https://wa.me/911234567890' },
      brandSite,
      {},
    ],
    ['no support link when empty', { ...baseSetting, showSupportLink: true, supportLink: '  ' }, brandSite, {}],
    [
      'the support link raised by a telegramId',
      { ...baseSetting, showSupportLink: true, supportLink: 'https://wa.me/1', telegramId: 'https://t.me/brand' },
      brandSite,
      { supportLink: 'https://wa.me/1', supportRaised: true },
    ],
    ['a blank telegramId does not raise it', { ...baseSetting, telegramId: ' ' }, brandSite, {}],
    [
      'help links to web addresses only, never a script',
      {
        ...baseSetting,
        responsibleGambling: {
          helpOrganisations: [
            { name: 'GamCare', url: ' https://www.gamcare.org.uk ' },
            { name: 'Trap', url: 'javascript:alert(document.cookie)' },
            { name: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
            { name: 'Relative', url: '/help' },
          ],
        },
      },
      brandSite,
      { helpOrganisations: [{ name: 'GamCare', url: 'https://www.gamcare.org.uk' }] },
    ],
  ])('%s', (_name, settings, address, expected) => {
    expect(effectiveSiteSettings(settings, address)).toEqual({ ...off, ...expected });
  });
});

describe('site suspended (docs/product.md §4, §8)', () => {
  it.each([
    [{ loadFailed: false, settingsSuspended: undefined, storedFlag: false }, false],
    [{ loadFailed: false, settingsSuspended: false, storedFlag: false }, false],
    [{ loadFailed: false, settingsSuspended: true, storedFlag: false }, true],
    [{ loadFailed: true, settingsSuspended: undefined, storedFlag: false }, true],
    [{ loadFailed: true, settingsSuspended: false, storedFlag: false }, true], // a failed refresh
    [{ loadFailed: false, settingsSuspended: undefined, storedFlag: true }, true],
    [{ loadFailed: false, settingsSuspended: false, storedFlag: true }, true], // e.g. another tab's failed load
  ])('%o → %s', (inputs, expected) => {
    expect(isSiteSuspended(inputs)).toBe(expected);
  });

  it.each([
    ['true', true],
    ['false', false],
    [null, false],
    ['TRUE', false],
    ['1', false],
  ])('reads the stored flag %s as %s', (raw, expected) => {
    expect(parseStoredFlag(raw)).toBe(expected);
  });

  it.each<[unknown, string | undefined]>([
    [{ suspendedFrom: '/markets/12?tab=live' }, '/markets/12?tab=live'],
    [{ suspendedFrom: 'https://evil.example/' }, undefined],
    [{ suspendedFrom: '//evil.example/' }, undefined],
    [{ suspendedFrom: 3 }, undefined],
    [null, undefined],
    ['/inplay', undefined],
  ])('returns to %o → %s', (state, expected) => {
    expect(returnPathFrom(state)).toBe(expected);
  });
});

describe('page title (docs/product.md §2)', () => {
  it.each([
    ['Brand', 'In-play', 'Brand | In-play'],
    [' Brand ', ' In-play ', 'Brand | In-play'],
    [undefined, 'In-play', 'In-play'], // settings not loaded yet
    [null, 'In-play', 'In-play'],
    ['Brand', '', 'Brand'],
    ['', '', undefined],
    [undefined, undefined, undefined],
  ])('%s + %s → %s', (domainTitle, routeTitle, expected) => {
    expect(pageTitle(domainTitle, routeTitle)).toBe(expected);
  });
});

describe('addresses from the settings', () => {
  it.each([
    ['https://wa.me/1', 'https://wa.me/1'],
    ['http://brand.com/app.apk', 'http://brand.com/app.apk'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['/app.apk', undefined],
    ['not a url', undefined],
    [null, undefined],
  ])('web link %s → %s', (value, expected) => {
    expect(safeWebUrl(value)).toBe(expected);
  });

  it.each([
    ['https://cdn.brand.com/favicon.ico', 'https://cdn.brand.com/favicon.ico'],
    ['/favicon.png', '/favicon.png'],
    ['//evil.example/x.ico', undefined],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['javascript:alert(1)', undefined],
    ['', undefined],
  ])('icon %s → %s', (value, expected) => {
    expect(safeIconUrl(value)).toBe(expected);
  });
});

describe('domain-setting host (docs/wire.md §1.2)', () => {
  const config = { apiBaseUrl: 'https://api.brand-main.example', apiBaseUrlTest: 'https://api-test.example' };

  it.each([
    ['a live site → the configured main host', brandSite, config, 'https://api.brand-main.example'],
    ['localhost → the test host', testSite, config, 'https://api-test.example'],
    [
      'a preview site → the test host',
      { hostname: 'feature-x.brand.pages.dev', host: 'feature-x.brand.pages.dev' },
      config,
      'https://api-test.example',
    ],
    [
      'a test site without a test host → the main host',
      testSite,
      { ...config, apiBaseUrlTest: undefined },
      'https://api.brand-main.example',
    ],
    [
      'nothing configured → the default host',
      brandSite,
      { apiBaseUrl: undefined, apiBaseUrlTest: undefined },
      'https://api.exchange.example',
    ],
  ])('%s', (_name, address, cfg, expected) => {
    expect(domainSettingBaseUrl(address, cfg)).toBe(expected);
  });
});

describe('theme state (docs/product.md §2)', () => {
  beforeEach(() => resetThemeState(initialThemeState('light')));

  it('starts with the sidebar hidden, footer, header and download bar on, navbar scrollable', () => {
    expect(getThemeState()).toEqual({
      theme: 'light',
      sidebarVisible: false,
      footerVisible: true,
      headerVisible: true,
      navbarScrollable: true,
      apkDownloadEnabled: true,
    });
  });

  it('takes its default theme from the hostname (jsdom runs on localhost, listed as dark)', () => {
    expect(initialThemeState().theme).toBe('dark');
  });

  it('tells subscribers about changes and keeps the snapshot when nothing changed', () => {
    const listener = vi.fn();
    const stop = subscribeThemeState(listener);
    const before = getThemeState();
    setFooterVisible(true);
    expect(getThemeState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    setSidebarVisible(true);
    setNavbarScrollable(false);
    setTheme('orange');
    dismissApkBar();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(getThemeState()).toMatchObject({ sidebarVisible: true, navbarScrollable: false, theme: 'orange', apkDownloadEnabled: false });
    stop();
  });

  it("sets a route's layout flags in one change, and none when they are what they were", () => {
    const listener = vi.fn();
    const stop = subscribeThemeState(listener);
    setLayoutFlags({ sidebarVisible: false, footerVisible: true, navbarScrollable: true });
    expect(listener).not.toHaveBeenCalled();

    setLayoutFlags({ sidebarVisible: true, footerVisible: false, navbarScrollable: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getThemeState()).toEqual({ ...initialThemeState('light'), sidebarVisible: true, footerVisible: false, navbarScrollable: false });
    stop();
  });
});
