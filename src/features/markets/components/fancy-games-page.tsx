import { useLingui } from '@lingui/react/macro';
import { href } from '@/config/paths';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useBetSlipHost } from '@/features/betslip';
import { eventTitle, isInPlay } from '@/features/sports';
import { FancyEventMarkets } from './fancy-event-markets';
import { useCricketFancyMarkets, type EventFancyMarkets } from '../hooks/use-cricket-fancy-markets';
import classes from './fancy-games.module.css';

function EventGroup({ entry }: { entry: EventFancyMarkets }) {
  const { t } = useLingui();
  const headingId = useId();
  const linkId = useId();
  const { event } = entry;
  const title = eventTitle(event);
  let body;
  if (entry.status === 'error')
    body = <LoadError title={t`Markets of ${title} could not be loaded`} error={entry.error} onRetry={entry.retry} />;
  else if (entry.status === 'pending') body = <Text size="sm">{t`Loading markets…`}</Text>;
  else body = <FancyEventMarkets eventId={event.id} eventLabelId={linkId} markets={entry.markets} />;
  return (
    <section aria-labelledby={headingId} className={classes.event} data-testid={`fancy-event-${event.id}`}>
      <Title order={2} size="h4" id={headingId} className={classes.eventTitle}>
        <Anchor component={Link} to={href.markets(event.id, event.dreamEventId)} underline="always" id={linkId}>
          {title}
        </Anchor>
        {isInPlay(event) && (
          <Text span size="sm" fw={400} ml="xs">
            {t`In-Play`}
          </Text>
        )}
      </Title>
      {body}
    </section>
  );
}

/** docs/product.md §2. */
export function FancyGamesPage() {
  const { t } = useLingui();
  useBetSlipHost();
  const { events, byEvent } = useCricketFancyMarkets();
  // An event whose markets hold no fancy line is left out.
  const shown = byEvent.filter((entry) => entry.status !== 'success' || entry.markets.length > 0);
  const allLoaded = byEvent.every((entry) => entry.status !== 'pending');

  let content;
  if (events.isError)
    content = <LoadError title={t`Cricket matches could not be loaded`} error={events.error} onRetry={() => void events.refetch()} />;
  else if (events.isPending) content = <Text size="sm">{t`Loading cricket matches…`}</Text>;
  else if (shown.length === 0 && allLoaded) content = <Text>{t`No fancy markets are open right now.`}</Text>;
  else content = shown.map((entry) => <EventGroup key={entry.event.id} entry={entry} />);

  return (
    <Stack gap="md" className={classes.screen}>
      <Title order={1}>{t`Fancy Games`}</Title>
      {content}
    </Stack>
  );
}
