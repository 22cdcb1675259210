import { VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeAnnouncements } from '@/lib/announcer';

/** Mount once; always in the page, so announcements are read. */
export function LiveAnnouncer() {
  const announcement = useSyncExternalStore(subscribeAnnouncements, currentAnnouncement, () => null);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {announcement?.text ?? ''}
    </VisuallyHidden>
  );
}
