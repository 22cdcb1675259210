// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserOpenBetsResponse, OpenBet } from '@/api/generated/types.gen';
import { CashOutModal } from '@/features/betslip/components/cash-out-modal';
import { placeBetRequestOf, type DraftBet } from '@/features/betslip/model/slip-figures';
import { slipStore } from '@/features/betslip/model/slip-store';
import { priceStore } from '@/lib/price-store';
import type * as Session from '@/features/session';
import { indiaAustralia } from '../support/cash-out-market';

// The cash-out dialog quotes the position and the book as they are now: a position that changed while
// it was open is requoted (the old hedge would go out against the new position), a confirm places only
// the quote on screen, and unmatched bets in the market are cancelled first.

vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  useIsSignedIn: () => true,
  useUserInfo: () => ({ username: 'player1' }),
  useStakes: () => null,
}));

const EVENT = 93;
const MARKET = 9301;
const A = 1;
const B = 2;
const market = indiaAustralia(EVENT, MARKET, false);
/** Back S at 3 on India: +2S if India wins, −S if not. */
const backAt3 = (stake: number) =>
  new Map([
    [A, 2 * stake],
    [B, -stake],
  ]);

function layIndia(price: number, size = 10_000, deeper: { price: number; size: number }[] = []): void {
  act(() => {
    priceStore.applyOddsUpdate({
      eventId: EVENT,
      marketId: MARKET,
      runnerId: A,
      status: 'ACTIVE',
      back: [],
      lay: [{ price, size }, ...deeper],
    });
    priceStore.flush();
  });
}

function openBets(bets: Partial<OpenBet>[]): GetUserOpenBetsResponse {
  const openBets = bets.map((bet, index) => ({
    betId: 100 + index,
    eventId: EVENT,
    marketId: MARKET,
    betTitle: 'India v Australia',
    marketName: 'Match Odds',
    marketTypeName: 'Match Odds',
    betType: 'Back',
    odds: 3,
    stake: 100,
    placeTime: '2026-12-01T10:00:00Z',
    ...bet,
  })) as OpenBet[];
  return {
    success: true,
    result: { balance: 10_000, exposure: 100, openBets },
    error: null,
    unAuthorizedRequest: false,
    __abp: true,
  } as GetUserOpenBetsResponse;
}

function renderModal(positions: ReadonlyMap<number, number>, bets: Partial<OpenBet>[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(getUserOpenBetsQueryKey(), openBets(bets));
  const place = vi.fn<(draft: DraftBet) => void>();
  const ui = (current: ReadonlyMap<number, number>) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <CashOutModal market={market} positions={current} place={place} onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui(positions));
  return { place, rerender: (next: ReadonlyMap<number, number>) => view.rerender(ui(next)) };
}

const quoteText = () => screen.getByTestId('cash-out-quote').textContent ?? '';
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Cash out' }));

describe('the cash-out dialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    layIndia(2.5);
  });
  afterEach(() => {
    slipStore.clear();
    vi.unstubAllGlobals();
  });

  it('requotes a position that doubled while it was open, and places the hedge of the new position', () => {
    // Back 100 at 3, lay 120 at 2.5: +20 whatever the result. Doubled: lay 240 for +40.
    const { place, rerender } = renderModal(backAt3(100));
    expect(quoteText()).toBe('Cash out: +₹20 whatever the result');
    rerender(backAt3(200));
    expect(quoteText()).toBe('Cash out: +₹40 whatever the result');
    expect(screen.getByTestId('cash-out-position-moved')).toHaveTextContent('Your position changed while this was open');
    confirm();
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]?.[0]).toMatchObject({ side: 'lay', price: 2.5, stake: 240 });
  });

  it('requotes as the book moves', () => {
    renderModal(backAt3(100));
    layIndia(2.4);
    // Lay 125 at 2.4: +25.
    expect(quoteText()).toBe('Cash out: +₹25 whatever the result');
  });

  it('places only the quote on screen: a book that changed before the screen caught up is refused, a better one too', () => {
    const { place } = renderModal(backAt3(100));
    // Published, but not yet rendered: the click comes before React draws the new quote.
    priceStore.applyOddsUpdate({
      eventId: EVENT,
      marketId: MARKET,
      runnerId: A,
      status: 'ACTIVE',
      back: [],
      lay: [{ price: 2.4, size: 10_000 }],
    });
    priceStore.flush();
    confirm();
    expect(place).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cash out not placed: the book changed since your quote. Check the new quote and confirm again.',
    );
  });

  it('asks to cancel the unmatched bets in the market first, and offers no cash out until then', () => {
    const { place } = renderModal(backAt3(100), [{ betId: 7, stake: 0, unmatchedStake: 500 }]);
    expect(screen.getByTestId('cash-out-unmatched')).toHaveTextContent('You have ₹500 unmatched on this market.');
    expect(screen.getByRole('button', { name: 'Cancel unmatched bets' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cash out' })).toBeDisabled();
    confirm();
    expect(place).not.toHaveBeenCalled();
  });

  it('sends "do not send it" as fill-or-kill, and says the worst case until the exchange has it', () => {
    // 50 at 2.5 and 20 at 2.52 take 70 of the 119.44 a full cash out needs.
    layIndia(2.5, 50, [{ price: 2.52, size: 20 }]);
    const { place } = renderModal(backAt3(100));
    fireEvent.click(screen.getByRole('radio', { name: /^Do not send it/ }));
    expect(screen.getByTestId('cash-out-worst-case')).toHaveTextContent('at worst ₹70 could rest unmatched at 2.52');
    confirm();
    const draft = place.mock.calls[0]?.[0];
    if (!draft) throw new Error('expected a placement');
    expect(placeBetRequestOf(draft)).toMatchObject({ stake: 70, timeInForce: 'FILL_OR_KILL', minFillSize: 70 });
  });
});
