import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The languages' messages: docs/i18n.md. `npx lingui extract` updates the catalogues in src/locales/.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/generated/**'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  runtimeConfigModule: {
    i18n: ['@/lib/i18n/runtime', 'i18n'],
    Trans: ['@/components/trans', 'Trans'],
    useLingui: ['@/hooks/use-lingui', 'useLingui'],
  },
});
