// The notifications container in a chunk of its own (providers.tsx loads it lazily). A module of our
// own, so the bundler can leave the container and its transitions out of the first route while the
// `notifications` store (imported statically by features) stays in it.
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import classes from './notifications-container.module.css';

/** Mantine's container, under the header (notifications-container.module.css). */
export function Notifications(props: NotificationsProps) {
  return <MantineNotifications className={classes.toasts} {...props} />;
}
