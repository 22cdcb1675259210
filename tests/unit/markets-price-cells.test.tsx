// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { slipStore } from '@/features/betslip';
import { MarketSection } from '@/features/markets/components/market-section';
import type { MarketView } from '@/features/markets/model/event-markets';
import type * as PriceCellHook from '@/hooks/use-price-store';
import { priceStore, type OddsUpdate } from '@/lib/price-store';

// docs/performance.md "Price cells written to the DOM": the market subscribes to which runners exist, and
// each price cell to its own selection. A tick writes the cell's words into the button React rendered,
// with no render; a cell renders only when its level appears or goes away. Every render of a cell is
// counted through its hook: a parent that re-rendered would re-render all of its cells.

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

/** jsdom has no IntersectionObserver: this one reports only what a test tells it (src/lib/on-screen.ts
 * counts an element it has not reported as on screen). */
class TestObserver {
  static current: TestObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: (entries: Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[]) => void) {
    TestObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting }]);
  }
}
vi.stubGlobal('IntersectionObserver', TestObserver);

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
  it('show a price change in place: the same button, its new words, and no render', () => {
    renderMarket();
    const button = screen.getByRole('button', { name: /^Back Runner 1 at 1\.5,/ });
    const totalBefore = total();

    act(() => {
      const first = market.runners[0]?.id ?? 0;
      priceStore.applyOddsUpdate({
        ...prices(first, 1.5),
        back: [
          { price: 1.51, size: 2500 },
          { price: 1.49, size: 100 },
          { price: 1.48, size: 100 },
        ],
      });
      priceStore.flush();
    });

    expect(total()).toBe(totalBefore);
    expect(screen.getByRole('button', { name: 'Back Runner 1 at 1.51, 2.5k available' })).toBe(button);
    expect(button).toHaveTextContent('1.51 2.5k');
  });

  it('write a tick into the text that is there: its characters change, no node is added or removed', () => {
    renderMarket();
    const button = screen.getByRole('button', { name: /^Back Runner 1 at 1\.5,/ });
    const records: MutationRecord[] = [];
    const watcher = new MutationObserver((found) => records.push(...found));
    watcher.observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
    act(() => {
      const first = market.runners[0]?.id ?? 0;
      // The size is unchanged: only the price's text and the button's name are written.
      priceStore.applyOddsUpdate({
        ...prices(first, 1.5),
        back: [
          { price: 1.51, size: 100 },
          { price: 1.49, size: 100 },
          { price: 1.48, size: 100 },
        ],
      });
      priceStore.flush();
    });
    records.push(...watcher.takeRecords());
    watcher.disconnect();
    expect(button).toHaveTextContent('1.51 100');
    expect(records.map((record) => record.type).sort()).toEqual(['attributes', 'characterData']);
  });

  it("coalesce a burst: 100 updates before a frame show each runner's last prices, rendering only the levels that went away", () => {
    renderMarket();
    const totalBefore = total();
    const last = new Map<number, number>();
    act(() => {
      for (let i = 0; i < 100; i += 1) {
        const runner = market.runners[i % 3]?.id ?? 0;
        const price = 2 + (i % 7) / 100;
        last.set(runner, price);
        priceStore.applyOddsUpdate({ ...prices(runner, 2), back: [{ price, size: 100 }] });
      }
      priceStore.flush();
    });
    // Each runner: its levels 2 and 3 went away (two renders); its best back and its lay side are painted.
    expect(total() - totalBefore).toBe(3 * 2);
    market.runners.forEach((runner, index) => {
      const row = within(screen.getByTestId(`runner-${runner.id}`));
      expect(row.getByRole('button', { name: `Back Runner ${index + 1} at ${last.get(runner.id)}, 100 available` })).toHaveTextContent(
        `${last.get(runner.id)} 100`,
      );
      expect(
        row.getByRole('button', { name: 'Lay Runner 1 at 2.01, 100 available'.replace('Runner 1', `Runner ${index + 1}`) }),
      ).toBeInTheDocument();
      expect(row.getAllByRole('button', { name: /^Back / })).toHaveLength(1);
    });
  });

  it('pick the price on screen, after it was painted', async () => {
    renderMarket();
    const first = market.runners[0]?.id ?? 0;
    act(() => {
      priceStore.applyOddsUpdate({ ...prices(first, 1.5), back: [{ price: 1.52, size: 100 }] });
      priceStore.flush();
    });
    await userEvent.click(screen.getByRole('button', { name: /^Back Runner 1 at 1\.52,/ }));
    expect(slipStore.get().selection).toMatchObject({ runnerId: first, side: 'back', price: 1.52 });
  });

  it('off screen, skip their ticks; back on screen, show the newest prices at once', () => {
    const { unmount } = renderMarket();
    const first = market.runners[0]?.id ?? 0;
    const button = screen.getByRole('button', { name: /^Back Runner 1 at 1\.5,/ });
    const row = screen.getByTestId(`runner-${first}`);
    const observer = TestObserver.current;
    // The browser is asked about each runner's row, not each of its price cells.
    expect(observer?.watched.has(row)).toBe(true);
    expect(observer?.watched.has(button)).toBe(false);
    expect(observer?.watched.size).toBe(market.runners.length);
    act(() => observer?.report(row, false));

    const second = market.runners[1]?.id ?? 0;
    const neighbour = screen.getByRole('button', { name: /^Back Runner 2 at 1\.6,/ });
    act(() => {
      priceStore.applyOddsUpdate({ ...prices(first, 1.5), back: [{ price: 1.53, size: 100 }] });
      priceStore.applyOddsUpdate({ ...prices(second, 1.6), back: [{ price: 1.63, size: 100 }] });
      priceStore.flush();
      priceStore.applyOddsUpdate({ ...prices(first, 1.5), back: [{ price: 1.54, size: 3000 }] });
      priceStore.flush();
    });
    expect(button).toHaveTextContent('1.5 100');
    // Its neighbour, on screen, took its tick.
    expect(neighbour).toHaveTextContent('1.63 100');

    act(() => observer?.report(row, true));
    expect(button).toHaveTextContent('1.54 3k');
    expect(button).toHaveAccessibleName('Back Runner 1 at 1.54, 3k available');
    unmount();
    expect(observer?.watched.size).toBe(0);
  });

  it("show a suspension as an overlay that disables the runner's prices", () => {
    renderMarket();
    const runner = market.runners[1]?.id ?? 0;
    act(() => {
      priceStore.applyOddsUpdate({ ...prices(runner, 1.6), status: 'SUSPENDED' });
      priceStore.flush();
    });
    const row = screen.getByTestId(`runner-${runner}`);
    expect(within(row).getByText('SUSPENDED')).toBeInTheDocument();
    for (const button of within(row).getAllByRole('button', { name: /^(Back|Lay) / })) expect(button).toBeDisabled();
    // The ladder and the chart stay open to a trader while the market waits.
    expect(within(row).getByRole('button', { name: /^Ladder, / })).toBeEnabled();
    act(() => {
      priceStore.applyMarketStatus({ eventId: EVENT, marketId: MARKET, status: 'BALLRUNNING' });
      priceStore.flush();
    });
    expect(screen.getAllByText('BALL RUNNING')).toHaveLength(3);
  });

  it("render once when the first statuses arrive while a transition renders the book: none known yet reads as 'ACTIVE'", () => {
    // React renders a whole transition again, in one task, when a store it read changed during it.
    const book: MarketView = { ...market, eventId: 9002, marketId: 900201 };
    function FirstStatuses() {
      for (const runner of book.runners) priceStore.applyOddsUpdate({ ...prices(runner.id, 1.5), ...book, back: [], lay: [] });
      priceStore.flush();
      return null;
    }
    const tree = (children: React.ReactNode) => (
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </MantineProvider>
    );
    const view = render(tree(null));
    renders.clear();
    act(() => startTransition(() => view.rerender(tree([<MarketSection key="book" market={book} />, <FirstStatuses key="odds" />]))));
    expect(renders.has(`9002|900201|${book.runners[2]?.id}|lay|2`)).toBe(true);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
  });
});
