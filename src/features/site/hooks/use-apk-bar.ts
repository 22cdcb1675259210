import { useIsPhone } from '@/components/use-is-phone';
import { useSiteSettings } from './use-site-settings';
import { useThemeState } from './use-theme-state';

export interface ApkBarState {
  /** The link, only while the bar shows. */
  apkUrl: string | undefined;
  visible: boolean;
}

/** docs/product.md §2: the APK bar shows when the settings name an apkUrl, the download flag is on and the
 * screen is phone-sized. The support link reads it too, to sit above the bar. */
export function useApkBar(): ApkBarState {
  const { apkUrl } = useSiteSettings();
  const { apkDownloadEnabled } = useThemeState();
  // Read synchronously on the first render so a phone never sees the page jump when the bar appears.
  const isPhone = useIsPhone();
  const visible = apkUrl !== undefined && apkDownloadEnabled && isPhone;
  return { apkUrl: visible ? apkUrl : undefined, visible };
}
