// Its own module, so the container leaves the first route and the store stays.
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import classes from './notifications-container.module.css';

export function Notifications(props: NotificationsProps) {
  return <MantineNotifications className={classes.toasts} {...props} />;
}
