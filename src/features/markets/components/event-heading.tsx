import { useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { useEventTitle } from '../hooks/use-event-title';

/** In the pending view too, so it stays put when the screen arrives. */
export function EventHeading({ eventId }: { eventId: number | null }) {
  const { t } = useLingui();
  const title = useEventTitle(eventId);
  return (
    <Title order={1} size="h3" mb="sm">
      {title ?? t`Markets`}
    </Title>
  );
}
