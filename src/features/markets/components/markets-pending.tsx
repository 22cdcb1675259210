import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { positiveId } from '../model/route-ids';
import { EventHeading } from './event-heading';

/** The name is the largest text: it paints before the screen's chunks (docs/performance.md). */
export function MarketsPending() {
  const { t } = useLingui();
  const { eventid } = useParams();
  return (
    <>
      <EventHeading eventId={positiveId(eventid)} />
      <Text size="sm" role="status">
        {t`Loading the markets…`}
      </Text>
    </>
  );
}
