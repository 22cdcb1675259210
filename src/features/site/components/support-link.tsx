import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useApkBar } from '../hooks/use-apk-bar';
import { useSiteSettings } from '../hooks/use-site-settings';
import classes from './support-link.module.css';

/** 56 px: above the 44 px minimum touch target. */
export function SupportLink() {
  const { t } = useLingui();
  const { supportLink, supportRaised } = useSiteSettings();
  const apkBar = useApkBar();
  if (supportLink === undefined) return null;
  // Findable by landmark navigation (axe 'region').
  return (
    <aside aria-label={t`Support`}>
      <ActionIcon
        component="a"
        href={supportLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Contact support (opens in a new tab)`}
        size={56}
        radius="xl"
        className={classes.link}
        mod={{ raised: supportRaised, 'above-apk-bar': apkBar.visible }}
      >
        <svg
          className={classes.icon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.6 8.6 0 0 1-3.8-.9L3 20.5l1.5-4.9a8.4 8.4 0 0 1-1-4.1A8.5 8.5 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z" />
        </svg>
      </ActionIcon>
    </aside>
  );
}
