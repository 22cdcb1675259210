import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { PLAYER2_ID } from '../../mocks/db/seed/constants';
import { setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /dwrequests against the mock backend. player2 (token mock-at-3-0) has 7 seeded requests: 3
// accepted, 2 rejected, 2 pending; player1 (mock-at-2-0) has none.

const SLOW = { timeout: 30_000 };
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openRequests(token: string, userName: string) {
  signInAs(token, userName);
  renderApp('/dwrequests');
  const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
  await main.findByRole('heading', { level: 1, name: 'Deposit & Withdrawal Requests' }, { timeout: 10_000 });
  return main;
}

describe('/dwrequests', SLOW, () => {
  it('lists the player’s requests newest first with their status in words', async () => {
    const main = await openRequests('mock-at-3-0', 'player2');
    const table = await main.findByRole('table', { name: 'Requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Request', 'Type', 'Method', 'Amount', 'Account', 'Status', 'Remarks']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(7);
    // The newest: a UPI deposit of 10,000 still pending.
    expect(rows[0]).toHaveTextContent(/Deposit.*UPI.*10,000.*Pending/);
    expect(rows.filter((row) => row.textContent?.includes('Rejected'))).toHaveLength(2);
    expect(within(table).getByText('Account details do not match')).toBeInTheDocument();
    expect(main.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('filters by type and status, and pages', async () => {
    const user = userEvent.setup();
    const main = await openRequests('mock-at-3-0', 'player2');
    await main.findByRole('table', { name: 'Requests' });

    await user.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await expect.poll(() => bodyRows(main.getByRole('table', { name: 'Requests' })).length).toBe(3);
    expect(bodyRows(main.getByRole('table', { name: 'Requests' })).every((row) => row.textContent?.includes('Withdrawal'))).toBe(true);

    await user.selectOptions(main.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await expect.poll(() => bodyRows(main.getByRole('table', { name: 'Requests' })).length).toBe(1);
    expect(bodyRows(main.getByRole('table', { name: 'Requests' }))[0]).toHaveTextContent(/Withdrawal.*Paytm.*10,000.*Rejected/);

    await user.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'Deposit');
    await user.selectOptions(main.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await expect.poll(() => bodyRows(main.getByRole('table', { name: 'Requests' })).length).toBe(2);

    await user.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await user.selectOptions(main.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'Deposit');
    await user.selectOptions(main.getByRole('combobox', { name: 'Status' }), 'All');
    await user.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'All');
    // 7 requests at 10 a page fit one page; at 10 per page there is no next page.
    expect(await main.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when a filter matches nothing', async () => {
    const user = userEvent.setup();
    // The operator accepts player2's rejected withdrawal after all: no rejected withdrawal is left.
    for (const request of getState().dwRequests)
      if (request.userId === PLAYER2_ID && request.kind === 'Withdrawal' && request.status === 3) request.status = 2;
    const main = await openRequests('mock-at-3-0', 'player2');
    await main.findByRole('table', { name: 'Requests' });
    await user.selectOptions(main.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await user.selectOptions(main.getByRole('combobox', { name: 'Status' }), 'Rejected');
    expect(await main.findByText('No requests match these filters.')).toBeInTheDocument();
    expect(main.queryByRole('table')).not.toBeInTheDocument();
    // Not the first-deposit prompt: the player does have requests.
    expect(main.queryByRole('link', { name: '+ Add Deposit' })).not.toBeInTheDocument();
  });

  it('offers a first deposit when the player has no requests', async () => {
    const main = await openRequests('mock-at-2-0', 'player1');
    expect(await main.findByText('You have no deposit or withdrawal requests yet.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '+ Add Deposit' })).toHaveAttribute('href', '/depositw/1');
    expect(main.queryByRole('table')).not.toBeInTheDocument();
  });

  it('states a server error and loads again on Try again', async () => {
    const user = userEvent.setup();
    setFaults([{ match: 'DepositWithdrawal/GetDepositWithdrawals', kind: 'http500', times: 1 }]);
    const main = await openRequests('mock-at-3-0', 'player2');
    const alert = await main.findByRole('alert');
    expect(alert).toHaveTextContent('Requests could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByRole('table', { name: 'Requests' })).toBeInTheDocument();
  });
});
