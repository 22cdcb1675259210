// A catalogue (src/locales/*.po), compiled when imported by scripts/lingui-plugin.ts.
declare module '*.po' {
  import type { Catalogue } from '@/lib/i18n/runtime';
  export const messages: Catalogue;
}
