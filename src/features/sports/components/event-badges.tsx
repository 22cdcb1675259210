import { Badge, VisuallyHidden } from '@mantine/core';
import type { Event } from '@/api/generated/types.gen';

interface EventBadgesProps {
  event: Pick<Event, 'isFancy' | 'isBookMaker' | 'isFastBet'>;
}

/** docs/wire.md §2.1; the short forms are read out in full. */
export function EventBadges({ event }: EventBadgesProps) {
  return (
    <>
      {event.isFancy === true && (
        <Badge size="sm" variant="outline" color="gray">
          <span aria-hidden="true">F</span>
          <VisuallyHidden>Fancy markets</VisuallyHidden>
        </Badge>
      )}
      {event.isBookMaker === true && (
        <Badge size="sm" variant="outline" color="gray">
          <span aria-hidden="true">BM</span>
          <VisuallyHidden>Bookmaker market</VisuallyHidden>
        </Badge>
      )}
      {event.isFastBet === true && (
        <Badge size="sm" variant="outline" color="gray">
          Fast Bet
        </Badge>
      )}
    </>
  );
}
