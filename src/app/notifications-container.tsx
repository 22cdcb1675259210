// Its own module, so the container leaves the first route and the store stays.
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startCashOutAlerts } from './cash-out-alerts';
import classes from './notifications-container.module.css';

/** Starts the cash-out rules' alerts it shows: their code stays off the first route (decision 0016). */
export function Notifications({ queryClient, ...props }: NotificationsProps & { queryClient: QueryClient }) {
  useEffect(() => startCashOutAlerts(queryClient), [queryClient]);
  return <MantineNotifications className={classes.toasts} {...props} />;
}
