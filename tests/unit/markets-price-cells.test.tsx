import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarketSection } from '@/features/markets/components/market-section';
import type { MarketView } from '@/features/markets/model/event-markets';
import type * as PriceCellHook from '@/lib/use-price-store';
import { cellKey, priceStore, type OddsUpdate } from '@/lib/price-store';

// docs/architecture.md (ReactiveTraderCloud): the market subscribes to which runners exist, each price cell to
// its own selection. Every render of a cell is counted through its hook: a parent that re-rendered
// would re-render all of its cells, so "one tick, one cell render" proves nothing above it rendered.

const renders = new Map<string, number>();
vi.mock('@/lib/use-price-store', async (importOriginal) => {
  const real = await importOriginal<typeof PriceCellHook>();
  return {
    ...real,
    usePriceCell: (key: string) => {
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return real.usePriceCell(key);
    },
  };
});

const EVENT = 9001;
const MARKET = 900101;
const market: MarketView = {
  eventId: EVENT,
  marketId: MARKET,
  marketName: 'Match Odds',
  marketType: 'match_odd',
  inPlay: false,
  runners: [1, 2, 3].map((index) => ({ id: MARKET * 10 + index, name: `Runner ${index}`, bookMarketId: MARKET })),
};

function prices(runnerId: number, best: number): OddsUpdate {
  return {
    eventId: EVENT,
    marketId: MARKET,
    runnerId,
    status: 'ACTIVE',
    back: [best, best - 0.01, best - 0.02].map((price) => ({ price: Math.round(price * 100) / 100, size: 100 })),
    lay: [best + 0.01, best + 0.02, best + 0.03].map((price) => ({ price: Math.round(price * 100) / 100, size: 100 })),
  };
}

function renderMarket() {
  market.runners.forEach((runner, index) => priceStore.applyOddsUpdate(prices(runner.id, 1.5 + index / 10)));
  priceStore.flush();
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MarketSection market={market} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const total = () => [...renders.values()].reduce((sum, count) => sum + count, 0);

describe('price cells', () => {
  it('re-render one cell for one price change, and nothing else', () => {
    renderMarket();
    const first = market.runners[0]?.id ?? 0;
    const key = cellKey(EVENT, MARKET, first, 'back', 0);
    const before = new Map(renders);
    const totalBefore = total();

    act(() => {
      priceStore.applyOddsUpdate({ ...prices(first, 1.5), back: [{ price: 1.51, size: 100 }, { price: 1.49, size: 100 }, { price: 1.48, size: 100 }] });
      priceStore.flush();
    });

    expect(renders.get(key)).toBe((before.get(key) ?? 0) + 1);
    expect(total()).toBe(totalBefore + 1);
    expect(screen.getByRole('button', { name: /^Back Runner 1 at 1\.51,/ })).toBeInTheDocument();
  });

  it('coalesce a burst: 100 updates before a frame render each changed cell once', () => {
    renderMarket();
    const totalBefore = total();
    act(() => {
      for (let i = 0; i < 100; i += 1) {
        const runner = market.runners[i % 3]?.id ?? 0;
        priceStore.applyOddsUpdate({ ...prices(runner, 2), back: [{ price: 2 + (i % 7) / 100, size: 100 }] });
      }
      priceStore.flush();
    });
    // Each runner: its best back changed, levels 2 and 3 went away, the lay side moved (3 cells).
    expect(total() - totalBefore).toBe(3 * 6);
  });

  it('show a suspension as an overlay that disables the runner\'s prices', () => {
    renderMarket();
    const runner = market.runners[1]?.id ?? 0;
    act(() => {
      priceStore.applyOddsUpdate({ ...prices(runner, 1.6), status: 'SUSPENDED' });
      priceStore.flush();
    });
    const row = screen.getByTestId(`runner-${runner}`);
    expect(within(row).getByText('SUSPENDED')).toBeInTheDocument();
    for (const button of within(row).getAllByRole('button')) expect(button).toBeDisabled();
    act(() => {
      priceStore.applyMarketStatus({ eventId: EVENT, marketId: MARKET, status: 'BALLRUNNING' });
      priceStore.flush();
    });
    expect(screen.getAllByText('BALL RUNNING')).toHaveLength(3);
  });
});
