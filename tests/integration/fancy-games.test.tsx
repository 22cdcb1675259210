import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { setFaults } from '../../mocks/node';
import { openSlip, pushRunner, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';

// /fancy-games against the mock backend: the seed's current cricket events are 3001 (India v
// Australia, in play, 5 fancy lines), 3002 (Mumbai Indians v Chennai Super Kings, in play, 2),
// 3003 (England v South Africa, 2) and 3004 (Pakistan v New Zealand, no fancy market).

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetSlip();
  signInAs();
});
afterEach(() => resetSlip());

async function page() {
  // The layout shows at once; the screen's heading says its module has loaded.
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return within(main);
}

describe('/fancy-games', () => {
  it('lists the fancy markets of every current cricket event, grouped by event with a link to it', async () => {
    renderApp('/fancy-games');
    const main = await page();
    expect(await main.findByRole('heading', { level: 1, name: 'Fancy Games' })).toBeInTheDocument();
    await main.findByTestId('fancy-markets-3003', undefined, { timeout: 5000 });
    const links = main.getAllByRole('heading', { level: 2 }).filter((heading) => within(heading).queryByRole('link'));
    expect(links.map((heading) => within(heading).getByRole('link').textContent)).toEqual([
      'India v Australia',
      'Mumbai Indians v Chennai Super Kings',
      'England v South Africa',
    ]);
    expect(main.getByRole('link', { name: 'India v Australia' })).toHaveAttribute('href', '/markets/3001/33001');
    // The event without fancy lines is left out; no other market type shows.
    expect(main.queryByText('Pakistan v New Zealand')).not.toBeInTheDocument();
    expect(main.queryByRole('region', { name: 'Match Odds' })).not.toBeInTheDocument();
    const india = within(main.getByTestId('fancy-event-3001'));
    expect(india.getByRole('region', { name: 'Fancy India v Australia' })).toBeInTheDocument();
    // The outline: the page (h1), each event (h2), its markets (h3).
    expect(india.getByRole('heading', { level: 3, name: 'Fancy' })).toBeInTheDocument();
    expect(
      await india.findByRole('button', { name: /^Yes 6 Over Runs IND at 53 \(runs\), 100 \(rate\)/ }, { timeout: 5000 }),
    ).toBeEnabled();
    expect(india.getByRole('button', { name: /^No 6 Over Runs IND at 52 \(runs\), 100 \(rate\)/ })).toBeEnabled();
    // A suspended line cannot be bet on.
    expect(india.getByRole('button', { name: /^Yes 15 Over Runs IND at 114 \(runs\)/ })).toBeDisabled();
    expect(
      await within(main.getByTestId('fancy-event-3002')).findByRole('button', { name: /^Yes 20 Over Runs MI at 178 \(runs\)/ }),
    ).toBeInTheDocument();
  });

  it('places a fancy bet through the same slip as the markets page', async () => {
    const user = userEvent.setup();
    renderApp('/fancy-games');
    const slip = await openSlip(user, /^Yes 6 Over Runs IND at 53 \(runs\), 100 \(rate\)/);
    expect(slip).toHaveTextContent('Yes at 53 runs');
    await user.type(slipParts(slip).stake, '500');
    expect(within(slip).getByTestId('slip-figures')).toHaveTextContent('Profit 500 · Liability 500');
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByTestId('bet-outcome', undefined, { timeout: 5000 })).toHaveTextContent(
      'Yes 6 Over Runs IND (Fancy): 500 matched at 53 at rate 100.',
    );
    const demo = getState().users.find((candidate) => candidate.userName === 'demo');
    expect(getState().bets.filter((bet) => bet.userId === demo?.id)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('500'), { timeout: 5000 });
  });

  it('shows live prices: a moved line reaches its button', async () => {
    renderApp('/fancy-games');
    const main = await page();
    await main.findByRole('button', { name: /^Yes 10 Over Runs IND at 80 \(runs\)/ }, { timeout: 5000 });
    const market = getState().markets.find((candidate) => candidate.eventId === 3001 && candidate.marketType === 'fancy2');
    const line = market?.runners.find((runner) => runner.name === '10 Over Runs IND');
    if (!line) throw new Error('the seed has no 10 Over Runs IND line');
    line.back = [{ price: 82, size: 100 }];
    pushRunner(line.id);
    expect(await main.findByRole('button', { name: /^Yes 10 Over Runs IND at 82 \(runs\)/ }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('states a failed load of the cricket events', async () => {
    setFaults([{ match: 'GetBySportName', kind: 'http500' }]);
    renderApp('/fancy-games');
    const main = await page();
    expect(await main.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Cricket matches could not be loaded');
  });

  it("states one event's failed markets and still lists the others", async () => {
    setFaults([{ match: 'eventId=3002', kind: 'http500' }]);
    renderApp('/fancy-games');
    const main = await page();
    const failed = within(await main.findByTestId('fancy-event-3002', undefined, { timeout: 5000 }));
    expect(await failed.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'Markets of Mumbai Indians v Chennai Super Kings could not be loaded',
    );
    expect(await main.findByTestId('fancy-markets-3001', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
