import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useBetSlipHost } from '@/features/betslip';
import { positiveId } from '../model/route-ids';
import { EventPage } from './event-page';

/** docs/product.md §2. */
export function MarketsPage() {
  const { t } = useLingui();
  const params = useParams();
  useBetSlipHost();
  const eventId = positiveId(params.eventid);
  if (eventId === null) {
    return (
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t`Markets`}
        </Title>
        <Text>
          {params.eventid === undefined
            ? t`No match chosen. Pick a match from the sports menu or the in-play list to see its markets.`
            : t`This address does not name a match. Pick a match from the sports menu to see its markets.`}
        </Text>
      </Stack>
    );
  }
  return <EventPage key={eventId} eventId={eventId} dreamEventId={positiveId(params.dreamEventId)} />;
}
