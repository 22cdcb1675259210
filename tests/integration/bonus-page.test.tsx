import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { setFaults } from '../../mocks/node';
import { DEMO_TOKEN, signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /bonus against the mock backend (docs/mock-backend.md: player1 has an available welcome bonus of 500 and a
// balance of 1,00,000; player2 has bonuses in every state, one with an XSS attempt in its terms).

const PLAYER1_TOKEN = 'mock-at-2-0';
const PLAYER2_TOKEN = 'mock-at-3-0';

async function main() {
  // The first screen of the file loads its route modules: allow for that.
  return within(await screen.findByRole('main', undefined, { timeout: 5000 }));
}

async function card(title: string) {
  const page = await main();
  return within(await page.findByRole('article', { name: title }, { timeout: 5000 }));
}

// A shared, busy machine: allow the first render its lazy route modules.
describe('/bonus', { timeout: 30_000 }, () => {
  it("shows a bonus's amount, formatted terms, wagering progress and expiry", async () => {
    signInAs(PLAYER1_TOKEN, 'player1');
    renderApp('/bonus');
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Bonus' })).toBeInTheDocument();
    const welcome = await card('Welcome bonus');
    expect(welcome.getByText('Available')).toBeInTheDocument();
    expect(welcome.getByText('500')).toBeInTheDocument();
    // The terms keep their formatting: bold text and a list.
    expect(welcome.getByText('at once').tagName).toBe('STRONG');
    expect(welcome.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One per player',
      'Wager 5× the bonus before you withdraw it',
    ]);
    const progress = welcome.getByRole('progressbar', { name: 'Wagering progress of Welcome bonus' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(welcome.getByText('Wagered 0 of 2,500 (0%)')).toBeInTheDocument();
    expect(welcome.getByText(/^Expiry:/)).toHaveTextContent(/\((expires in 7 days|expires in 6 days 23 hours)\)$/);
    expect(welcome.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('claims a bonus: the result is stated, the header balance moves and the statement shows it', async () => {
    const user = userEvent.setup();
    signInAs(PLAYER1_TOKEN, 'player1');
    const view = renderApp('/bonus');
    const balance = await screen.findByTestId('header-balance');
    await expect.poll(() => balance.textContent).toBe('1,00,000');
    const welcome = await card('Welcome bonus');
    await user.click(welcome.getByRole('button', { name: 'Claim' }));

    const status = await welcome.findByRole('status');
    expect(status).toHaveTextContent('Bonus claimed');
    expect(status).toHaveTextContent('Bonus claimed: 500 credited');
    await expect.poll(() => screen.getByTestId('header-balance').textContent).toBe('1,00,500');
    expect(await welcome.findByText('Claimed')).toBeInTheDocument();
    expect(welcome.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();

    await view.navigate('/account-cash-statement');
    const table = await screen.findByRole('table', { name: 'Transactions' }, { timeout: 8000 });
    const row = (await within(table).findByText('Bonus: Welcome bonus', undefined, { timeout: 5000 })).closest('tr');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('1,00,500');
  });

  it("states the server's reason when a claim is refused", async () => {
    const user = userEvent.setup();
    signInAs(PLAYER1_TOKEN, 'player1');
    renderApp('/bonus');
    const welcome = await card('Welcome bonus');
    // Claimed elsewhere (another tab) after this page loaded.
    const bonus = getState().bonuses.find((item) => item.id === 1);
    if (bonus) bonus.status = 'CLAIMED';
    await user.click(welcome.getByRole('button', { name: 'Claim' }));
    const alert = await welcome.findByRole('alert');
    expect(alert).toHaveTextContent('Bonus not claimed');
    expect(alert).toHaveTextContent('Bonus already claimed');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,00,000');
    expect(await welcome.findByText('Claimed')).toBeInTheDocument();
  });

  it('lists claimable bonuses first, tells each state in words, and never runs markup from the terms', async () => {
    signInAs(PLAYER2_TOKEN, 'player2');
    renderApp('/bonus');
    const page = await main();
    const list = await page.findByRole('list', { name: 'Your bonuses' });
    const titles = within(list)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual(['Cricket cashback', 'Weekend reload', 'Diwali special']);

    const cashback = await card('Cricket cashback');
    expect(cashback.getByText('No wagering required')).toBeInTheDocument();
    const reload = await card('Weekend reload');
    expect(reload.getByText('Claimed')).toBeInTheDocument();
    expect(reload.getByText('Wagered 5,000 of 5,000 (100%)')).toBeInTheDocument();
    expect(reload.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    const diwali = await card('Diwali special');
    expect(diwali.getAllByText('Expired').length).toBeGreaterThan(0);
    expect(diwali.getByText(/^Expiry:/)).toHaveTextContent(/\(Expired\)$/);
    expect(diwali.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();

    const terms = diwali.getByTestId('bonus-terms');
    expect(terms).toHaveTextContent('Diwali special was open until the festival ended.');
    expect(terms.querySelector('img, script, [onerror]')).toBeNull();
    expect((window as { __bonusXss?: unknown }).__bonusXss).toBeUndefined();
  });

  it('says so when the player has no bonuses', async () => {
    signInAs(DEMO_TOKEN, 'demo');
    renderApp('/bonus');
    const page = await main();
    expect(await page.findByText('You have no bonuses yet.')).toBeInTheDocument();
  });

  it('states a failed load and loads again on request', async () => {
    const user = userEvent.setup();
    setFaults([{ match: 'GetBonuses', kind: 'http500', times: 1 }]);
    signInAs(PLAYER1_TOKEN, 'player1');
    renderApp('/bonus');
    const page = await main();
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('Bonuses could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('article', { name: 'Welcome bonus' })).toBeInTheDocument();
  });
});
