// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getUserOddsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { EventOdds, GetUserOddsResponse, Market } from '@/api/generated/types.gen';
import type * as Realtime from '@/features/realtime';
import { MarketSection } from '@/features/markets/components/market-section';
import type { MarketView } from '@/features/markets/model/event-markets';
import { useOddsFeed } from '@/features/markets/hooks/use-odds-feed';
import { matchedAmountWords } from '@/features/markets/model/traded-words';
import type * as PriceCellHook from '@/hooks/use-price-store';
import { priceStore, type OddsUpdate } from '@/lib/price-store';

// Issue 57: each runner of an exchange market shows its last traded price and amount matched, and the
// market its amount matched, from the odds snapshot and then live from OddsUpdate, in the price store's
// publish: a tick writes the words in place, with no render (as the price cells).

const renders = new Map<string, number>();
vi.mock('@/hooks/use-price-store', async (importOriginal) => {
  const real = await importOriginal<typeof PriceCellHook>();
  return {
    ...real,
    usePaintedPriceCell: (key: string, paint: Parameters<typeof real.usePaintedPriceCell>[1]) => {
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return real.usePaintedPriceCell(key, paint);
    },
  };
});

/** The hub's OddsUpdate listeners, as the markets page adds them. */
const hub = vi.hoisted(() => ({ oddsUpdate: new Set<(update: OddsUpdate) => void>() }));
vi.mock('@/features/realtime', async (importOriginal) => {
  const real = await importOriginal<typeof Realtime>();
  return {
    ...real,
    realtimeClient: () => ({
      ...real.realtimeClient(),
      on: (kind: string, listener: (update: OddsUpdate) => void) => {
        if (kind !== 'OddsUpdate') return () => undefined;
        hub.oddsUpdate.add(listener);
        return () => hub.oddsUpdate.delete(listener);
      },
    }),
  };
});

let nextEvent = 9100;
function exchangeMarket(traded: boolean) {
  const eventId = (nextEvent += 1);
  const marketId = eventId * 100 + 1;
  const runnerIds = [marketId * 10 + 1, marketId * 10 + 2];
  const market: Market = {
    marketId,
    marketName: 'Match Odds',
    marketType: 'match_odd',
    status: 'ACTIVE',
    inPlay: true,
    runners: runnerIds.map((id, index) => ({
      id,
      marketId,
      runnername: `Runner ${index + 1}`,
      status: 'ACTIVE',
      back: [{ price: 1.85 + index, size: 100 }],
      lay: [{ price: 1.86 + index, size: 100 }],
      ...(traded ? { lastPriceTraded: index === 0 ? 1.85 : null, totalMatched: index === 0 ? 1_240_000 : 0 } : {}),
    })),
    ...(traded ? { totalMatched: 1_240_000 } : {}),
  };
  const odds: EventOdds = { eventId, matchOdds: market, bookmaker: null, toss: null, fancy: null, goalsmaker: [] };
  const view: MarketView = {
    eventId,
    marketId,
    marketName: 'Match Odds',
    marketType: 'match_odd',
    inPlay: true,
    runners: market.runners.map((runner) => ({ id: runner.id, name: runner.runnername, bookMarketId: marketId })),
  };
  return { eventId, marketId, runnerIds: runnerIds as [number, number], odds, view };
}

/** The markets page: the odds snapshot in React Query, the feed, and one market's section. */
function MarketWithFeed({ view }: { view: MarketView }) {
  useOddsFeed(view.eventId);
  return <MarketSection market={view} />;
}

function renderMarket(traded = true) {
  const market = exchangeMarket(traded);
  const client = new QueryClient();
  const response = { success: true, result: market.odds } as unknown as GetUserOddsResponse;
  client.setQueryData(getUserOddsQueryKey({ query: { eventId: market.eventId } }), response);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MarketWithFeed view={market.view} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  act(() => priceStore.flush());
  return market;
}

function push(update: Omit<OddsUpdate, 'status' | 'back' | 'lay'>) {
  act(() => {
    hub.oddsUpdate.forEach((listener) => listener({ status: 'ACTIVE', back: [], lay: [], ...update }));
    priceStore.flush();
  });
}

const rendersOf = (key: string) => renders.get(key) ?? 0;

describe('what has traded, on the runners of an exchange market', () => {
  it('shows the last traded price and the amount matched in lakh, and the market its amount matched, from the snapshot', () => {
    const market = renderMarket();
    const [first, second] = market.runnerIds;
    const traded = screen.getByTestId(`traded-${first}`);
    expect(traded).toHaveTextContent('Last 1.85');
    expect(traded).toHaveTextContent('Matched ₹12.4L');
    // A screen reader hears it in words.
    expect(within(traded).getByText('Last traded 1.85, matched ₹12.4 lakh')).toBeInTheDocument();
    // Not traded yet: no last price, nothing matched.
    expect(screen.getByTestId(`traded-${second}`)).toHaveTextContent(/^Matched ₹0Matched ₹0$/);
    expect(screen.getByTestId(`matched-${market.marketId}`)).toHaveTextContent('Matched ₹12.4L');
    expect(screen.getByText('Market matched ₹12.4 lakh')).toBeInTheDocument();
  });

  it('follows the hub: a push writes the new figures into the same elements, with no render', () => {
    const market = renderMarket();
    const [first, second] = market.runnerIds;
    const traded = screen.getByTestId(`traded-${first}`);
    const rendersBefore = rendersOf(`${market.eventId}|${market.marketId}|${first}|traded`);

    push({
      eventId: market.eventId,
      marketId: market.marketId,
      runnerId: first,
      lastPriceTraded: 1.9,
      totalMatched: 12_500_000,
      marketTotalMatched: 12_500_500,
    });

    expect(screen.getByTestId(`traded-${first}`)).toBe(traded);
    expect(traded).toHaveTextContent('Last 1.9');
    expect(traded).toHaveTextContent('Matched ₹1.3Cr');
    expect(within(traded).getByText('Last traded 1.9, matched ₹1.3 crore')).toBeInTheDocument();
    expect(screen.getByTestId(`matched-${market.marketId}`)).toHaveTextContent('Matched ₹1.3Cr');
    expect(rendersOf(`${market.eventId}|${market.marketId}|${first}|traded`)).toBe(rendersBefore);

    // A runner's first trade: its last price appears.
    push({ eventId: market.eventId, marketId: market.marketId, runnerId: second, lastPriceTraded: 2.86, totalMatched: 500 });
    expect(screen.getByTestId(`traded-${second}`)).toHaveTextContent('Last 2.86');
    expect(screen.getByTestId(`traded-${second}`)).toHaveTextContent('Matched ₹500');
  });

  it('shows nothing new where the figures are absent, and keeps what it shows when a push lacks them', () => {
    const market = renderMarket(false);
    const [first] = market.runnerIds;
    expect(screen.queryByTestId(`traded-${first}`)).toBeNull();
    expect(screen.queryByTestId(`matched-${market.marketId}`)).toBeNull();
    expect(screen.getByTestId(`runner-${first}`)).toHaveTextContent(/^Runner 1/);

    push({ eventId: market.eventId, marketId: market.marketId, runnerId: first, lastPriceTraded: 1.7, totalMatched: 2000 });
    expect(screen.getByTestId(`traded-${first}`)).toHaveTextContent('Last 1.7Matched ₹2k');
    push({ eventId: market.eventId, marketId: market.marketId, runnerId: first });
    expect(screen.getByTestId(`traded-${first}`)).toHaveTextContent('Last 1.7Matched ₹2k');
  });
});

describe('amounts matched in the brand words', () => {
  it.each([
    [0, '₹0', '₹0'],
    [949.5, '₹950', '₹950'],
    [12_345, '₹12.3k', '₹12.3 thousand'],
    [99_960, '₹1L', '₹1 lakh'],
    [1_240_000, '₹12.4L', '₹12.4 lakh'],
    [9_999_999, '₹1Cr', '₹1 crore'],
    [12_400_000, '₹1.2Cr', '₹1.2 crore'],
    [1_240_000_000, '₹124Cr', '₹124 crore'],
  ])('%d reads %s (spoken %s)', (amount, shown, spoken) => {
    expect(matchedAmountWords(amount)).toEqual({ shown, spoken });
  });
});
