import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getClosestEventsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { Event, GetClosestEventsResponse } from '@/api/generated/types.gen';
import { EventList } from './event-list';
import { LoadError } from '@/components/load-error';
import { LoadingNote } from './loading-note';

/** More are asked for: events of sports the viewer may not see are dropped. */
export const STARTING_SOON_SHOWN = 5;
const STARTING_SOON_REQUESTED = 10;

const selectEvents = (envelope: GetClosestEventsResponse): Event[] => envelope.result;

interface StartingSoonProps {
  visibleSportIds: ReadonlySet<number> | undefined;
}

/** docs/product.md §7 Event/Closest. */
export function StartingSoon({ visibleSportIds }: StartingSoonProps) {
  const { t } = useLingui();
  const headingId = useId();
  const closest = useQuery({
    ...getClosestEventsOptions({ query: { count: STARTING_SOON_REQUESTED } }),
    staleTime: 60_000,
    select: selectEvents,
  });
  const ready = closest.isSuccess && visibleSportIds !== undefined;
  const events = ready ? closest.data.filter((event) => visibleSportIds.has(event.sportId)).slice(0, STARTING_SOON_SHOWN) : [];

  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t`Starting soon`}
      </Title>
      {closest.isError ? (
        <LoadError title={t`Starting soon could not be loaded`} error={closest.error} onRetry={() => void closest.refetch()} />
      ) : ready ? (
        <EventList events={events} label={t`Matches starting soon`} />
      ) : (
        <LoadingNote text={t`Loading matches starting soon…`} />
      )}
    </Stack>
  );
}
