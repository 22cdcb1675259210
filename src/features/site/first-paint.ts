// What a phone's first paint (src/app/boot/first-paint.ts) needs from the site, without the feature's
// index.ts (which names the theme, the guards and the bars: Mantine and React): the domain settings'
// request and the brand's font and colour scheme.
export { domainSettingRequest } from './model/domain-setting-request';
export { BRAND_FONT_FAMILY, brandColorSchemes, firstPaintColorVariables } from './model/brand-scheme';
export { getThemeState } from './model/theme-store';
