import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { abpSuccessBody } from '../../mocks/handlers/shared/envelope';
import { server } from '../../mocks/node';
import { openSlip, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';

// The markets page against the mock backend: every market type in order, levels, limits, the score
// card, positions, the open-bets panel and the screens listing all open bets.

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetSlip());
afterEach(() => resetSlip());

const PLAYER2_TOKEN = 'mock-at-3-0';

describe('the markets page', () => {
  it('shows every market type in the page order with three levels a side on exchange markets', async () => {
    renderApp('/markets/3003');
    await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    const titles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Match Odds', 'Bookmaker', 'Toss', 'Fancy']);
    const england = screen.getByTestId('runner-3003011');
    // Prices reach the price store a frame after the rows render.
    await within(england).findByRole('button', { name: /^Back England at 1\.7, .* available$/ });
    expect(within(england).getAllByRole('button', { name: /^Back England at / })).toHaveLength(3);
    expect(within(england).getAllByRole('button', { name: /^Lay England at / })).toHaveLength(3);
    expect(within(england).getByRole('button', { name: /^Back England at 1\.7, .* available$/ })).toBeEnabled();
    const toss = screen.getByRole('region', { name: 'Toss' });
    expect(within(toss).getByRole('button', { name: /^Back England at 95,/ })).toBeInTheDocument();
  });

  it('shows goals markets last on football', async () => {
    renderApp('/markets/1001');
    await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Match Odds', 'Bookmaker', 'Over/Under 1.5 Goals', 'Over/Under 2.5 Goals']);
  });

  it('names the event and shows min/max and the bet delay to a player', async () => {
    signInAs();
    renderApp('/markets/3001/33001');
    expect(await screen.findByRole('heading', { level: 1, name: 'India v Australia' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('limits-300101')).toHaveTextContent('Min: 100 Max: 5,00,000 · Bet delay 5 s');
    expect(screen.getByTestId('limits-300104')).toHaveTextContent('Min: 100 Max: 1,00,000 · Bet delay 3 s');
  });

  it('shows the score card of a dreamEventId to a player', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    await user.click(await screen.findByRole('tab', { name: 'Score card' }, { timeout: 5000 }));
    expect(await screen.findByTitle('Score card')).toHaveAttribute('src', 'https://score.exchange.example/card/33001');
  });

  // Server text: the score card's address goes through the game frame's guard (src/lib/frame-url.ts).
  it.each<[string, string | undefined]>([
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['file:///etc/passwd', undefined],
    ['a page of the app itself', '/auth/login'],
  ])('does not frame a score card address that is not another site’s web page: %s', async (candidate, ownPath) => {
    const address = ownPath === undefined ? candidate : `${window.location.origin}${ownPath}`;
    server.use(http.get('*/api/services/app/Sport/GetScoreCard', () => HttpResponse.json(abpSuccessBody(address))));
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    await user.click(await screen.findByRole('tab', { name: 'Score card' }, { timeout: 5000 }));
    expect(await screen.findByText('The score card is not available for this match.')).toBeInTheDocument();
    expect(screen.queryByTitle('Score card')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('has no score card tab without a dreamEventId or for a visitor', async () => {
    renderApp('/markets/3001/33001');
    await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Score card' })).not.toBeInTheDocument();
  });

  it('says when there is no event, no such event, or no market', async () => {
    const first = renderApp('/markets');
    expect(await screen.findByText(/No match chosen/, {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/markets/999999');
    expect(await screen.findByText('Event not found', {}, { timeout: 5000 })).toBeInTheDocument();
    second.unmount();

    for (const market of getState().markets) if (market.eventId === 2002) market.status = 'CLOSED';
    renderApp('/markets/2002');
    expect(await screen.findByText('No market available', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows each runner's position, signed, and the event's open bets by market type, newest first", async () => {
    // player2 (seed): back India 2,000 @ 1.85, lay Australia 1,000 @ 2.14, Yes 53 / No 52 on 6 overs.
    signInAs(PLAYER2_TOKEN, 'player2');
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    await waitFor(() => expect(screen.getByTestId('position-3001011')).toHaveTextContent(/^Position \+2,700$/), { timeout: 5000 });
    expect(screen.getByTestId('position-3001012')).toHaveTextContent(/^Position −3,140$/);
    expect(screen.getByTestId('position-300110')).toHaveTextContent(/^Worst case −1,000/);

    await user.click(await screen.findByRole('tab', { name: 'Open bets (4)' }));
    const panel = screen.getByRole('tabpanel');
    // h2 under the page's h1 (axe heading-order failed with h3 once a bet was in the tab).
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Match Odds', 'Fancy']);
    const matchOdds = within(panel).getByRole('region', { name: 'Match Odds' });
    expect(
      within(matchOdds)
        .getAllByText(/^(Back|Lay) /)
        .map((line) => line.textContent),
    ).toEqual(['Lay Australia', 'Back India']);
    expect(within(panel).getByRole('region', { name: 'Fancy' })).toHaveTextContent('No 6 Over Runs IND52 runs @ 100');
  });

  it('says "You have no matched bets." on an event without bets', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/1001');
    await user.click(await screen.findByRole('tab', { name: 'Open bets (0)' }, { timeout: 5000 }));
    expect(await screen.findByText('You have no matched bets.')).toBeInTheDocument();
  });
});

describe('all open bets', () => {
  it('lists a new bet on /current-bet and /open-bets, newest first by event', async () => {
    signInAs();
    const user = userEvent.setup();
    const markets = renderApp('/markets/3001/33001');
    const slip = await openSlip(user, /^Back India at 1\.85,/);
    await user.type(slipParts(slip).stake, '300');
    await user.click(slipParts(slip).place);
    await within(slip).findByTestId('bet-outcome');
    markets.unmount();

    for (const path of ['/current-bet', '/open-bets']) {
      const view = renderApp(path);
      const event = await screen.findByRole('region', { name: 'India v Australia' }, { timeout: 5000 });
      expect(within(event).getByRole('link', { name: 'India v Australia' })).toHaveAttribute('href', '/markets/3001');
      expect(within(event).getByText('Back India')).toBeInTheDocument();
      expect(within(event).getByText(/Stake 300 · Profit 255 · Liability 300/)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('says so when there are none', async () => {
    signInAs();
    renderApp('/current-bet');
    await waitFor(() => expect(screen.getByText('You have no open bets.')).toBeInTheDocument(), { timeout: 5000 });
  });
});
