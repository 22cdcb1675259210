import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, setFaults } from '../../mocks/node';
import { appClockUser, findInAppTime, withAppClock } from '../support/app-clock';
import { countPlaceBetRequests, mockRunner, openSlip, pushRunner, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';

// Every way the slip refuses a bet — before any request (suspended, off the ladder, min/max, funds)
// and as the server answers (suspended meanwhile, odds moved, a failure) — against the mock backend.

const INDIA = 3001011;

/** The market moves as the bet reaches the server: after the slip checked, before the server does. */
function whenBetArrives(change: () => void): void {
  let done = false;
  server.events.on('request:start', ({ request }) => {
    if (done || !request.url.includes('/Bet/PlaceBetV2')) return;
    done = true;
    change();
  });
}
const BACK_INDIA = /^Back India at 1\.85,/;

// Typing into the real app in jsdom takes a while per keystroke.
vi.setConfig({ testTimeout: 20_000 });
// A lost answer's bet delay and margin pass in the app's time, not the wall clock's.
withAppClock();

beforeEach(() => {
  resetSlip();
  signInAs();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  resetSlip();
});

describe('the slip refuses before any request', () => {
  it('offers no price of a suspended runner: the overlay blocks both sides', async () => {
    renderApp('/markets/3001/33001');
    // The layout shows first; the file's first test waits for the markets screen's module to load.
    const line = await screen.findByTestId('runner-3001121', {}, { timeout: 10_000 });
    // Statuses reach the price store a frame after the rows render.
    expect(await within(line).findByText('SUSPENDED')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: /^No 15 Over Runs IND at 112 \(runs\)/ })).toBeDisabled();
    expect(within(line).getByRole('button', { name: /^Yes 15 Over Runs IND at 114 \(runs\)/ })).toBeDisabled();
  });

  it('shows BALL RUNNING on a market between balls', async () => {
    renderApp('/markets/3002/33002');
    const bookmaker = await screen.findByRole('region', { name: 'Bookmaker' });
    expect(await within(bookmaker).findAllByText('BALL RUNNING')).toHaveLength(2);
    for (const button of within(bookmaker).getAllByRole('button', { name: /^(Back|Lay) / })) expect(button).toBeDisabled();
  });

  it('says so when the runner suspends while the stake is typed', async () => {
    const user = appClockUser();
    const requests = countPlaceBetRequests(server);
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '500');
    mockRunner(INDIA).runner.status = 'SUSPENDED';
    pushRunner(INDIA);
    expect(await within(slip).findByTestId('slip-refusal', {}, { timeout: 4000 })).toHaveTextContent('Market is suspended');
    expect(slipParts(slip).place).toBeDisabled();
    expect(requests()).toBe(0);
  });

  it("warns when the market moves past the slip's price, and offers the price now on offer", async () => {
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    const best = mockRunner(INDIA).runner.back[0];
    if (best) best.price = 1.8;
    pushRunner(INDIA);
    const note = await within(slip).findByTestId('price-moved', {}, { timeout: 4000 });
    expect(note).toHaveTextContent('The best Back price is now 1.8: a bet at 1.85 would not be matched.');
    await user.click(within(note).getByRole('button', { name: 'Use 1.8' }));
    expect(slipParts(slip).odds).toHaveValue('1.8');
    expect(within(slip).queryByTestId('price-moved')).not.toBeInTheDocument();
  });

  it('snaps typed odds to the ladder and says so; − and + move one tick', async () => {
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    const { odds } = slipParts(slip);
    await user.clear(odds);
    await user.type(odds, '2.03{Enter}');
    expect(odds).toHaveValue('2.02');
    expect(within(slip).getByTestId('odds-note')).toHaveTextContent('2.03 is not a valid price: changed to 2.02');
    await user.click(within(slip).getByRole('button', { name: 'Raise odds by one tick' }));
    expect(odds).toHaveValue('2.04');
    await user.clear(odds);
    await user.type(odds, '10');
    await user.tab();
    for (let i = 0; i < 5; i += 1) await user.click(within(slip).getByRole('button', { name: 'Raise odds by one tick' }));
    // docs/domain.md: 10 + 5 ticks = 12.5
    expect(odds).toHaveValue('12.5');
    await user.click(within(slip).getByRole('button', { name: 'Lower odds by one tick' }));
    expect(odds).toHaveValue('12');
  });

  it('steps bookmaker rates by whole numbers', async () => {
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, /^Back India at 84,/);
    const rate = within(slip).getByRole('textbox', { name: 'Rate' });
    await user.click(within(slip).getByRole('button', { name: 'Raise rate by one' }));
    expect(rate).toHaveValue('85');
    await user.clear(rate);
    await user.type(rate, '86.4{Enter}');
    expect(rate).toHaveValue('86');
    expect(within(slip).getByTestId('odds-note')).toHaveTextContent('Rates are whole numbers: changed to 86.');
  });

  it.each([
    ['50', 'Minimum stake is 100.'],
    ['500001', 'Maximum stake is 5,00,000.'],
  ])('refuses a stake of %s outside the limits', async (stake, reason) => {
    const user = appClockUser();
    const requests = countPlaceBetRequests(server);
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await within(slip).findByText(/Min 100 · Max 5,00,000/);
    await user.type(slipParts(slip).stake, stake);
    expect(within(slip).getByTestId('slip-refusal')).toHaveTextContent(reason);
    expect(slipParts(slip).place).toBeDisabled();
    expect(requests()).toBe(0);
  });

  it('refuses a bet whose new exposure exceeds the balance, with the figures', async () => {
    const user = appClockUser();
    const requests = countPlaceBetRequests(server);
    renderApp('/markets/3001/33001');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,00,000'));
    const slip = await openSlip(user, /^Lay India at 1\.86,/);
    // A lay of 1,20,000 at 1.86 risks 1,03,200 > 1,00,000.
    await user.type(slipParts(slip).stake, '120000');
    expect(within(slip).getByTestId('slip-refusal')).toHaveTextContent(
      'Insufficient balance: this bet would take your exposure to 1,03,200, more than your balance of 1,00,000 (available 1,00,000).',
    );
    expect(slipParts(slip).place).toBeDisabled();
    expect(requests()).toBe(0);
  });
});

describe('the server refuses, and the slip says why', () => {
  it('tells the new price when the odds moved, and bets again at it', async () => {
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '1000');
    whenBetArrives(() => {
      const best = mockRunner(INDIA).runner.back[0];
      if (best) best.price = 1.8;
    });
    await user.click(slipParts(slip).place);
    const outcome = await within(slip).findByTestId('bet-outcome');
    expect(outcome).toHaveTextContent('Bet not placed');
    expect(outcome).toHaveTextContent('Odds changed: now 1.8.');
    expect(slipParts(slip).stake).toHaveValue('1000');

    await user.click(within(outcome).getByRole('button', { name: 'Use 1.8' }));
    expect(slipParts(slip).odds).toHaveValue('1.8');
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByTestId('bet-outcome')).toHaveTextContent('1,000 matched at 1.8');
  });

  it('says the market suspended when it did so after the slip checked', async () => {
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '1000');
    whenBetArrives(() => {
      mockRunner(INDIA).market.status = 'SUSPENDED';
    });
    await user.click(slipParts(slip).place);
    const outcome = await within(slip).findByTestId('bet-outcome');
    expect(outcome).toHaveTextContent('Bet not placed');
    expect(outcome).toHaveTextContent('Market is suspended.');
  });

  it('states a failure of the call in the docs/product.md §8 words', async () => {
    const user = appClockUser();
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'network' }]);
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '1000');
    await user.click(slipParts(slip).place);
    // A lost answer: "not placed" once the bet delay and a margin have passed without it in open bets.
    expect(await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 15_000)).toHaveTextContent(
      'Please Check Your Network Connection...',
    );
  });
});
