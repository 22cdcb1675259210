import { notifications } from '@mantine/notifications';

// docs/product.md §8, §9.

export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', title: 'Failed', message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Done', message });
}

export function notifySignedOut(message: string): void {
  notifications.show({ color: 'blue', title: 'Signed out', message });
}

export function notifySignedIn(message: string): void {
  notifications.show({ color: 'blue', title: 'Signed in', message });
}
