import { Button, CloseButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { dismissApkBar } from '../model/theme-store';
import { useApkBar } from '../hooks/use-apk-bar';
import { useSiteSettings } from '../hooks/use-site-settings';
import classes from './apk-bar.module.css';

export function ApkBar() {
  const { t } = useLingui();
  const { visible, apkUrl } = useApkBar();
  const { supportLink } = useSiteSettings();
  if (!visible || apkUrl === undefined) return null;
  return (
    <aside aria-label={t`Android app`} className={classes.bar} data-with-support={supportLink !== undefined || undefined}>
      <Button component="a" href={apkUrl} className={classes.download}>
        {t`download apk`}
      </Button>
      <CloseButton size="xl" aria-label={t`Close`} onClick={dismissApkBar} className={classes.close} />
    </aside>
  );
}
