import { href } from '@/config/paths';
import { Anchor, Badge, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@/api/generated/types.gen';
import { EventBadges } from './event-badges';
import { EventPrices } from './event-prices';
import classes from './event-row.module.css';
import { eventTitle, inPlayLabel, isInPlay, startLabel } from '../model/events';
import { PinButton } from './pin-button';

interface EventRowProps {
  event: Event;
  pinned: boolean;
  onTogglePin: (eventId: number) => void;
}

/** 'In-Play' is said in words, not by colour alone. */
export function EventRow({ event, pinned, onTogglePin }: EventRowProps) {
  const { t } = useLingui();
  const name = eventTitle(event);
  return (
    <div className={classes.row} data-on-screen="">
      <div className={classes.info}>
        <Anchor component={Link} to={href.markets(event.id, event.dreamEventId)} className={classes.title}>
          {name}
        </Anchor>
        <div className={classes.meta}>
          {isInPlay(event) ? (
            <Badge size="sm" color="green.9">
              {inPlayLabel()}
            </Badge>
          ) : (
            <span className={classes.start}>
              <VisuallyHidden>{t`Starts `}</VisuallyHidden>
              {startLabel(event)}
            </span>
          )}
          <EventBadges event={event} />
        </div>
      </div>
      <EventPrices eventId={event.id} eventName={name} />
      <div className={classes.pin}>
        <PinButton eventName={name} pinned={pinned} onToggle={() => onTogglePin(event.id)} />
      </div>
    </div>
  );
}
