import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useMemo, useSyncExternalStore } from 'react';

// The runtime the Lingui macros compile to (lingui.config.ts `runtimeConfigModule`). English is the
// source: its messages are compiled into the code (scripts/lingui-source-messages.ts), so no English
// catalogue loads and a component works without a provider.
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

/** The macro's `useLingui`: the component renders again when the language changes. */
export function useLingui() {
  const current = useSyncExternalStore(subscribe, locale, locale);
  return useMemo(() => {
    const _ = (descriptor: MessageDescriptor | string, values?: Record<string, unknown>) => i18n._(descriptor, values);
    return { i18n, _, t: _, locale: current };
  }, [current]);
}

/** The macro's `<Trans>`: Lingui's renderer with the one i18n instance. */
export function Trans(props: TransProps) {
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
