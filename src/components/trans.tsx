import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useLingui } from '@/hooks/use-lingui';
import { i18n } from '@/lib/i18n/runtime';

/** The macro's `<Trans>`, in a module of its own: the first route has none. */
export function Trans(props: TransProps) {
  useLingui();
  // Lingui's renderer asks only for `_`, which ours has with the same signature.
  return <TransNoContext {...props} lingui={{ i18n: i18n as unknown as Parameters<typeof TransNoContext>[0]['lingui']['i18n'] }} />;
}
