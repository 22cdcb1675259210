// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CashOutValue } from '@/features/betslip/components/cash-out';
import { priceStore } from '@/lib/price-store';
import { indiaAustralia } from '../support/cash-out-market';

// The cash-out value a market with a position shows: live with the prices, the sign and the word as
// well as the colour, and unavailable with the reason while the market is suspended.

const EVENT = 92;
const MARKET = 9201;
const A = 1;
const B = 2;
const market = indiaAustralia(EVENT, MARKET, true);
// Back 100 @ 3.0 on A.
const positions = new Map([
  [A, 200],
  [B, -100],
]);

function layA(price: number, size = 1000): void {
  act(() => {
    priceStore.applyOddsUpdate({ eventId: EVENT, marketId: MARKET, runnerId: A, status: 'ACTIVE', back: [], lay: [{ price, size }] });
    priceStore.flush();
  });
}

function marketStatus(status: 'ACTIVE' | 'SUSPENDED'): void {
  act(() => {
    priceStore.applyMarketStatus({ eventId: EVENT, marketId: MARKET, status });
    priceStore.flush();
  });
}

describe('the cash-out value on a market', () => {
  it('follows the prices: a profit, then a loss, each said in words; unavailable with the reason while suspended', () => {
    marketStatus('ACTIVE');
    layA(2.5);
    render(
      <MantineProvider>
        <CashOutValue market={market} positions={positions} />
      </MantineProvider>,
    );
    const value = screen.getByTestId(`cash-out-value-${MARKET}`);
    expect(value).toHaveTextContent('Cash out value +₹20 profit');
    expect(value.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'positive');

    // A drifts to 4.0: laying 75 there leaves −25 either way.
    layA(4);
    expect(value).toHaveTextContent('Cash out value −₹25 loss');
    expect(value.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'negative');

    // Only 50 on offer: the value says the book takes part now.
    layA(4, 50);
    expect(value).toHaveTextContent('Cash out value −₹25 loss (the book takes part now)');

    marketStatus('SUSPENDED');
    expect(screen.getByTestId(`cash-out-value-${MARKET}`)).toHaveTextContent('Cash out value unavailable: Market is suspended.');
    marketStatus('ACTIVE');
    expect(screen.getByTestId(`cash-out-value-${MARKET}`)).toHaveTextContent('Cash out value −₹25 loss');
  });
});
