import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { OneClickSetting } from '@/features/betslip';
import { useOpenBetCount } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import { isInPlay } from '@/features/sports';
import { EventHeading } from './event-heading';
import { EventMarkets } from './event-markets';
import { LiveVideo } from './live-video';
import { MarketOpenBets } from './market-open-bets';
import { ScoreCard } from './score-card';
import { useTreeEvent } from '../hooks/use-tree-event';

interface EventPageProps {
  eventId: number;
  dreamEventId: number | null;
}

/** docs/wire.md §6.7. */
export function EventPage({ eventId, dreamEventId }: EventPageProps) {
  const { t } = useLingui();
  const event = useTreeEvent(eventId);
  const signedIn = useIsSignedIn();
  const showVideo = signedIn && event !== null && isInPlay(event);
  const videoDreamEventId = dreamEventId ?? event?.dreamEventId ?? null;
  const count = useOpenBetCount(eventId);
  return (
    <>
      <EventHeading eventId={eventId} />
      <OneClickSetting />
      <Tabs defaultValue="markets" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="markets">{t`Markets`}</Tabs.Tab>
          {signedIn && dreamEventId !== null && <Tabs.Tab value="score">{t`Score card`}</Tabs.Tab>}
          {showVideo && <Tabs.Tab value="video">{t`Live video`}</Tabs.Tab>}
          {signedIn && <Tabs.Tab value="bets">{t`Open bets (${count})`}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="markets">
          <EventMarkets eventId={eventId} />
        </Tabs.Panel>
        {signedIn && dreamEventId !== null && (
          <Tabs.Panel value="score">
            <ScoreCard dreamEventId={dreamEventId} />
          </Tabs.Panel>
        )}
        {showVideo && (
          <Tabs.Panel value="video">
            <LiveVideo eventId={eventId} dreamEventId={videoDreamEventId} videoURL={event.videoURL} />
          </Tabs.Panel>
        )}
        {signedIn && (
          <Tabs.Panel value="bets">
            <MarketOpenBets eventId={eventId} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
