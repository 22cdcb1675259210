import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n/runtime';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

/** The macro's `useLingui`. */
export function useLingui() {
  const current = useSyncExternalStore(subscribe, locale, locale);
  return useMemo(() => ({ i18n, _: i18n._, t: i18n._, locale: current }), [current]);
}
