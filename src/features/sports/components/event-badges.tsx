import { Badge, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@/api/generated/types.gen';

interface EventBadgesProps {
  event: Pick<Event, 'isFancy' | 'isBookMaker' | 'isFastBet'>;
}

/** docs/wire.md §2.1; the short forms are read out in full. */
export function EventBadges({ event }: EventBadgesProps) {
  const { t } = useLingui();
  return (
    <>
      {event.isFancy === true && (
        <Badge size="sm" variant="outline" color="gray">
          <span aria-hidden="true">{t`F`}</span>
          <VisuallyHidden>{t`Fancy markets`}</VisuallyHidden>
        </Badge>
      )}
      {event.isBookMaker === true && (
        <Badge size="sm" variant="outline" color="gray">
          <span aria-hidden="true">{t`BM`}</span>
          <VisuallyHidden>{t`Bookmaker market`}</VisuallyHidden>
        </Badge>
      )}
      {event.isFastBet === true && (
        <Badge size="sm" variant="outline" color="gray">
          {t`Fast Bet`}
        </Badge>
      )}
    </>
  );
}
