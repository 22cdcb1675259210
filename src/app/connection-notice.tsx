import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { announce } from '@/lib/announcer';
import classes from './connection-notice.module.css';

// Offline, money actions fail at once (src/api/money-action.ts): the player is told before trying.

export const OFFLINE_NOTICE = 'You are offline. Bets, cash out and payment requests are not sent until you are back online.';
export const BACK_ONLINE = 'You are back online.';

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
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      announce(OFFLINE_NOTICE);
    } else if (wasOffline.current) {
      wasOffline.current = false;
      notifications.show({ color: 'green', title: BACK_ONLINE, message: 'You can place bets and send requests again.' });
      announce(BACK_ONLINE);
    }
  }, [online]);
  if (online) return null;
  return (
    // The app's live region says it; the bar is not a second one.
    <aside className={classes.notice} aria-label="Connection" data-testid="offline-notice">
      {OFFLINE_NOTICE}
    </aside>
  );
}
