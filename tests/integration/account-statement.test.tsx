import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/features/account/model/date-range';
import { istDayOf } from '@/lib/ist-time';
import { setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /account-cash-statement against the mock backend (docs/mock-backend.md: player2, token mock-at-3-0, has 30 days
// of history).

const today = () => istDayOf(Date.now());

async function openStatement(from: string, to: string) {
  signInAs('mock-at-3-0', 'player2');
  renderApp('/account-cash-statement');
  const page = within(await screen.findByRole('main'));
  fireEvent.change(await page.findByLabelText('From'), { target: { value: from } });
  fireEvent.change(page.getByLabelText('To'), { target: { value: to } });
  await userEvent.setup().click(page.getByRole('button', { name: 'Search' }));
  return page;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/account-cash-statement', () => {
  it('lists 30 days of transactions with credit, debit and balance, and pages through them', async () => {
    const user = userEvent.setup();
    const page = await openStatement(addDays(today(), -31), today());
    const table = await page.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Credit', 'Debit', 'Balance']);
    expect(bodyRows(table)).toHaveLength(10);
    const pageOf = page.getByText(/^Page 1 of \d+$/);
    const pages = Number(pageOf.textContent?.split(' of ')[1]);
    expect(pages).toBeGreaterThan(1);

    const firstRow = bodyRows(table)[0]?.textContent;
    await user.click(page.getByRole('button', { name: 'Next page' }));
    expect(await page.findByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    await expect.poll(() => bodyRows(page.getByRole('table', { name: 'Transactions' }))[0]?.textContent).not.toBe(firstRow);

    await user.selectOptions(page.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await page.findByText(/^Page 1 of \d+$/)).toBeInTheDocument();
    await expect.poll(() => bodyRows(page.getByRole('table', { name: 'Transactions' })).length).toBeGreaterThan(10);
  });

  it('opens the detail of a row with an event', async () => {
    const user = userEvent.setup();
    const page = await openStatement(addDays(today(), -31), today());
    await page.findByRole('table', { name: 'Transactions' });
    await user.selectOptions(page.getByRole('combobox', { name: 'Rows per page' }), '100');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => within(table).queryAllByRole('button').length).toBeGreaterThan(0);
    const withEvent = within(table).getAllByRole('button')[0] as HTMLElement;
    await user.click(withEvent);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction detail' });
    expect(await within(dialog).findByText(/Net market total: .* \((WIN|LOST|TIE)\)/)).toBeInTheDocument();
  });

  it('says when a period has no transactions', async () => {
    const page = await openStatement('2001-01-01', '2001-01-31');
    expect(await page.findByText('No transactions in this period.')).toBeInTheDocument();
  });

  it('refuses a range that ends before it starts', async () => {
    signInAs('mock-at-3-0', 'player2');
    renderApp('/account-cash-statement');
    const page = within(await screen.findByRole('main'));
    fireEvent.change(await page.findByLabelText('From'), { target: { value: today() } });
    fireEvent.change(page.getByLabelText('To'), { target: { value: addDays(today(), -1) } });
    expect(page.getByText('From must not be after To.')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('states a server error', async () => {
    setFaults([{ match: 'Transaction/GetHistory', kind: 'http500' }]);
    signInAs('mock-at-3-0', 'player2');
    renderApp('/account-cash-statement');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Transactions could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
  });
});
