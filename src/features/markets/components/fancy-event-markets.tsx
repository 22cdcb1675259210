import { MarketSection } from './market-section';
import type { MarketView } from '../model/event-markets';
import { useOddsFeed } from '../hooks/use-odds-feed';

/** One event's fancy markets with live prices: the markets page's sections and runner rows, so a
 * price click opens the same slip (desktop aside, phone inline). */
interface FancyEventMarketsProps {
  eventId: number;
  /** The id of the event's heading: each market region is named with the event's name too. */
  eventLabelId: string;
  markets: readonly MarketView[];
}

export function FancyEventMarkets({ eventId, eventLabelId, markets }: FancyEventMarketsProps) {
  useOddsFeed(eventId);
  return (
    <div data-testid={`fancy-markets-${eventId}`}>
      {markets.map((market) => (
        <MarketSection key={market.marketId} market={market} eventLabelId={eventLabelId} />
      ))}
    </div>
  );
}
