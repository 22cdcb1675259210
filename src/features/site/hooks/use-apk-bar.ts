import { useIsPhone } from '@/components/use-is-phone';
import { useSiteSettings } from './use-site-settings';
import { useThemeState } from './use-theme-state';

export interface ApkBarState {
  apkUrl: string | undefined;
  visible: boolean;
}

/** The support link reads it too, to sit above the bar. */
export function useApkBar(): ApkBarState {
  const { apkUrl } = useSiteSettings();
  const { apkDownloadEnabled } = useThemeState();
  // On the first render, so the page does not jump.
  const isPhone = useIsPhone();
  const visible = apkUrl !== undefined && apkDownloadEnabled && isPhone;
  return { apkUrl: visible ? apkUrl : undefined, visible };
}
