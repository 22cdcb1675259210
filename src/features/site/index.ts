export { useDomainSetting } from './hooks/use-domain-setting';
export { useSiteSettings, type SiteSettings } from './hooks/use-site-settings';
export { useSiteConfig } from './hooks/use-site-config';
export { domainSettingQueryKey, domainSettingQueryOptions } from './domain-setting-query';
export { siteConfigQueryOptions } from './site-config-query';
export type { EffectiveSiteSettings } from './model/effective-settings';

export { SiteSuspendedGuard, type SiteSuspendedGuardProps } from './components/site-suspended-guard';
export { UNDER_MAINTENANCE_PATH } from './model/site-suspended';
export { useDocumentHead } from './hooks/use-document-head';
export { safeIconUrl } from './model/safe-url';

export { themeNameFor, themeNames, isThemeName, type ThemeName, type ThemeDomainLists } from './model/theme-name';
export { createBrandTheme, brandChromeColors, baseThemeOptions, BRAND_COLOR, type BrandTheme } from './model/brand-theme';
export {
  getThemeState,
  setTheme,
  setSidebarVisible,
  setFooterVisible,
  setHeaderVisible,
  setNavbarScrollable,
  setLayoutFlags,
  dismissApkBar,
  type ThemeState,
} from './model/theme-store';
export { useThemeName, useThemeState } from './hooks/use-theme-state';

export { ApkBar } from './components/apk-bar';
export { SupportLink } from './components/support-link';
export { LanguageSwitch, LANGUAGE_SWITCH_NAME } from './components/language-switch';
export { useBrandLanguage } from './hooks/use-brand-language';
export { LoadingOverlay } from './components/loading-overlay';
export { useApkBar } from './hooks/use-apk-bar';
