// A catalogue (src/locales/*.po), compiled when imported by scripts/lingui-plugin.ts.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
