import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { announce } from '@/lib/announcer';
import { i18n } from '@/lib/i18n/runtime';
import classes from './connection-notice.module.css';

// Offline, money actions fail at once (src/api/money-action.ts): the player is told before trying.

const OFFLINE_NOTICE = msg`You are offline. Bets, cash out and payment requests are not sent until you are back online.`;
const BACK_ONLINE = msg`You are back online.`;

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

export function ConnectionNotice() {
  const { t } = useLingui();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      announce(i18n._(OFFLINE_NOTICE));
    } else if (wasOffline.current) {
      wasOffline.current = false;
      notifications.show({ color: 'green', title: i18n._(BACK_ONLINE), message: i18n._(msg`You can place bets and send requests again.`) });
      announce(i18n._(BACK_ONLINE));
    }
  }, [online]);
  if (online) return null;
  return (
    // The app's live region says it; the bar is not a second one.
    <aside className={classes.notice} aria-label={t`Connection`} data-testid="offline-notice">
      {t(OFFLINE_NOTICE)}
    </aside>
  );
}
