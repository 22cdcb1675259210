import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /account/activity-log against the mock backend (docs/mock-backend.md: player2, token mock-at-3-0).

async function openLog() {
  signInAs('mock-at-3-0', 'player2');
  renderApp('/account/activity-log');
  return within(await screen.findByRole('main'));
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/account/activity-log', () => {
  it('lists login attempts and filters them by result', async () => {
    const user = userEvent.setup();
    const page = await openLog();
    const table = await page.findByRole('table', { name: 'Login attempts' });
    expect(bodyRows(table).length).toBeGreaterThan(0);

    await user.selectOptions(page.getByRole('combobox', { name: 'Result' }), 'Wrong password');
    await expect
      .poll(() => {
        const shown = page.queryByRole('table', { name: 'Login attempts' });
        return shown
          ? bodyRows(shown).every((row) => row.textContent?.includes('Wrong password'))
          : page.queryByText('No login attempts match.') !== null;
      })
      .toBe(true);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const page = await openLog();
    await page.findByRole('table', { name: 'Login attempts' });
    await user.selectOptions(page.getByRole('combobox', { name: 'Result' }), 'Phone not verified');
    expect(await page.findByText('No login attempts match.')).toBeInTheDocument();
  });

  it('states a server error', async () => {
    setFaults([{ match: 'GetUserLoginAttempts', kind: 'http500' }]);
    const page = await openLog();
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('Login attempts could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
  });

  it('asks a visitor to log in', async () => {
    renderApp('/account/activity-log');
    expect(await within(await screen.findByRole('main')).findByText('Log in to see your account.')).toBeInTheDocument();
  });
});
