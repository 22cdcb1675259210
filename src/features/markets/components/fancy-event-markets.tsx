import { MarketSection } from './market-section';
import type { MarketView } from '../model/event-markets';
import { useOddsFeed } from '../hooks/use-odds-feed';

/** The markets page's sections, so a price click opens the same slip. */
interface FancyEventMarketsProps {
  eventId: number;
  /** Each market region is named with the event's name too. */
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
