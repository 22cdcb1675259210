import { notifications } from '@mantine/notifications';
import { t } from '@lingui/core/macro';

// docs/product.md §8, §9.

export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', title: t`Failed`, message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: t`Done`, message });
}

export function notifySignedOut(message: string): void {
  notifications.show({ color: 'blue', title: t`Signed out`, message });
}

export function notifySignedIn(message: string): void {
  notifications.show({ color: 'blue', title: t`Signed in`, message });
}
