import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /account-menu, /account/my-profile and /account/balance-overview against the mock backend
// (docs/mock-backend.md: player2, token mock-at-3-0, balance 1,30,260 and exposure 10,140).

const PLAYER2_TOKEN = 'mock-at-3-0';

async function main() {
  // The layout shows at once; the screen's heading says its module has loaded.
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return within(main);
}

describe('/account-menu', () => {
  it('shows balance and exposure and links to every account screen', async () => {
    signInAs(PLAYER2_TOKEN, 'player2');
    renderApp('/account-menu');
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(await page.findByTestId('account-balance')).toHaveTextContent('1,30,260');
    expect(page.getByTestId('account-exposure')).toHaveTextContent('10,140');
    const nav = page.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/account/my-profile');
    expect(within(nav).getByRole('link', { name: 'Balance Overview' })).toHaveAttribute('href', '/account/balance-overview');
    expect(within(nav).getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
    expect(within(nav).getByRole('link', { name: 'Account Statement' })).toHaveAttribute('href', '/account-cash-statement');
  });

  it('sends a visitor to log in, coming back here after', async () => {
    const view = renderApp('/account-menu');
    // Two redirects, each loading its screen's module: over a second on a loaded machine.
    await expect.poll(() => view.location(), { timeout: 5000 }).toBe('/auth/login?to=%2Faccount-menu');
  });
});

describe('/account/my-profile', () => {
  it("shows the signed-in player's user info", async () => {
    signInAs(PLAYER2_TOKEN, 'player2');
    renderApp('/account/my-profile');
    const page = await main();
    expect(await page.findByText('Username')).toBeInTheDocument();
    expect(page.getByText('player2')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    renderApp('/account/my-profile');
    expect(await (await main()).findByText('Log in to see your account.')).toBeInTheDocument();
  });
});

describe('/account/balance-overview', () => {
  it('shows balance, exposure and available = balance − exposure', async () => {
    signInAs(PLAYER2_TOKEN, 'player2');
    renderApp('/account/balance-overview');
    const page = await main();
    expect(await page.findByTestId('overview-balance')).toHaveTextContent('1,30,260');
    await expect.poll(() => page.getByTestId('overview-exposure').textContent).toBe('10,140');
    expect(page.getByTestId('overview-available')).toHaveTextContent('1,20,120');
  });

  it('says so when the balance cannot be loaded', async () => {
    setFaults([{ match: 'GetUserOpenBets', kind: 'http500' }]);
    signInAs(PLAYER2_TOKEN, 'player2');
    renderApp('/account/balance-overview');
    const page = await main();
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('Balance could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
  });
});
