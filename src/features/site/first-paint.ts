// For the boot chunk: no Mantine or React.
export { domainSettingRequest } from './model/domain-setting-request';
export { BRAND_FONT_FAMILY, brandColorSchemes, firstPaintColorVariables } from './model/brand-scheme';
export { getThemeState } from './model/theme-store';
