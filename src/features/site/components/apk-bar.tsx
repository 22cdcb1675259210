import { Button, CloseButton } from '@mantine/core';
import { dismissApkBar } from '../model/theme-store';
import { useApkBar } from '../hooks/use-apk-bar';
import { useSiteSettings } from '../hooks/use-site-settings';
import classes from './apk-bar.module.css';

/** docs/product.md §2: the 'download apk' bar at the bottom of phone screens. Place it once in a layout; it
 * renders nothing unless the brand has an APK, the player has not closed it and the screen is
 * phone-sized. Closing it lasts until the page is reloaded. */
export function ApkBar() {
  const { visible, apkUrl } = useApkBar();
  const { supportLink } = useSiteSettings();
  if (!visible || apkUrl === undefined) return null;
  return (
    <aside aria-label="Android app" className={classes.bar} data-with-support={supportLink !== undefined || undefined}>
      <Button component="a" href={apkUrl} className={classes.download}>
        download apk
      </Button>
      <CloseButton size="xl" aria-label="Close" onClick={dismissApkBar} className={classes.close} />
    </aside>
  );
}
