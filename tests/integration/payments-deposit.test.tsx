import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { COPY_FAILED } from '@/features/payments/components/receiving-details-card';
import { i18n } from '@/lib/i18n/runtime';
import { methodEntry, PAYMENT_METHODS } from '@/features/payments/model/methods';
import { getState } from '../../mocks/db';
import { PLAYER1_ID } from '../../mocks/db/seed/constants';
import { server, setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /Payment and the deposit tab of /depositw against the mock backend. player1 (token mock-at-2-0):
// balance 1,00,000, no requests; the localhost brand offers every method.

const PLAYER1_TOKEN = 'mock-at-2-0';

function countRequests(fragment: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) count += 1;
  });
  return () => count;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'paid.png', { type: 'image/png' });

async function openDeposit() {
  signInAs(PLAYER1_TOKEN, 'player1');
  renderApp('/depositw/1');
  const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
  const form = within(await main.findByRole('form', { name: 'Deposit' }, { timeout: 10_000 }));
  return { main, form };
}

// Lazy route modules and Mantine compile on first use: allow for a slow, shared machine.
const SLOW = { timeout: 30_000 };

describe('/Payment', SLOW, () => {
  it('lists where to pay for every enabled method, each detail with a copy button', async () => {
    const user = userEvent.setup();
    signInAs(PLAYER1_TOKEN, 'player1');
    renderApp('/Payment');
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    expect(await main.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 10_000 })).toBeInTheDocument();
    const upi = within(await main.findByRole('region', { name: 'UPI details' }));
    expect(upi.getByText('exchange.payments@upi')).toBeInTheDocument();
    const usdt = within(main.getByRole('region', { name: 'USDT (TRC20) details' }));
    expect(usdt.getByText('USDT - TRC20 Wallet Only')).toBeInTheDocument();
    expect(main.getAllByRole('region')).toHaveLength(PAYMENT_METHODS.length);

    await user.click(upi.getByRole('button', { name: 'Copy UPI ID' }));
    expect(await upi.findByRole('button', { name: 'UPI ID copied' })).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe('exchange.payments@upi');
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('Copied');
    expect(await main.findByTestId('payments-balance')).toHaveTextContent('1,00,000');
  });

  it('says a detail was not copied when the browser refuses the clipboard, never that it was', async () => {
    const user = userEvent.setup();
    signInAs(PLAYER1_TOKEN, 'player1');
    renderApp('/Payment');
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    const upi = within(await main.findByRole('region', { name: 'UPI details' }, { timeout: 10_000 }));
    const refused = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    try {
      await user.click(upi.getByRole('button', { name: 'Copy UPI ID' }));
      expect(await upi.findByRole('button', { name: 'UPI ID not copied. Select it and copy it.' })).toHaveTextContent('Not copied');
      expect(screen.getByTestId('live-announcer')).toHaveTextContent(i18n._(COPY_FAILED));
      expect(upi.queryByText('Copied')).not.toBeInTheDocument();
    } finally {
      refused.mockRestore();
    }
  });

  it('shows only the methods the brand has switched on', async () => {
    // Every brand: the page's host decides which one answers. Only IMPS, UPI and Google Pay stay on.
    const on = new Set<PaymentMethod>(['Imps', 'Upi', 'Gpay']);
    const switchedOff = Object.fromEntries(
      PAYMENT_METHODS.filter((method) => !on.has(method)).map((method) => [methodEntry(method).depositToggle, false]),
    );
    for (const brand of getState().brands.values()) Object.assign(brand, switchedOff);
    signInAs(PLAYER1_TOKEN, 'player1');
    renderApp('/Payment');
    const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
    await main.findByRole('region', { name: 'UPI details' }, { timeout: 10_000 });
    expect(main.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Bank transfer (IMPS) details',
      'UPI details',
      'Google Pay details',
    ]);
  });
});

describe('/depositw/1 (deposit)', SLOW, () => {
  it('uploads the screenshot, sends a pending deposit request and lists it in /dwrequests', async () => {
    const user = userEvent.setup();
    const uploads = countRequests('/Setting/StoreImage');
    const { form } = await openDeposit();
    await user.click(form.getByRole('radio', { name: 'UPI' }));
    expect(form.getByRole('region', { name: 'UPI details' })).toHaveTextContent('exchange.payments@upi');
    await user.click(form.getByRole('button', { name: 'Add 1,000' }));
    await user.click(form.getByRole('button', { name: 'Add 500' }));
    expect(form.getByLabelText(/^Amount/)).toHaveValue('1500');
    await user.upload(form.getByLabelText(/^Payment screenshot/), png());
    await user.click(form.getByRole('button', { name: 'Submit deposit request' }));

    const outcome = await form.findByRole('status');
    expect(outcome).toHaveTextContent('Deposit request submitted');
    expect(outcome).toHaveTextContent(/Deposit request #\d+ is Pending/);
    expect(uploads()).toBe(1);
    const record = getState().dwRequests.find((request) => request.userId === PLAYER1_ID);
    expect(record).toMatchObject({ kind: 'Deposit', amount: 1500, paymentMethod: 'Upi', status: 1 });
    expect(record?.imageUrl).toMatch(/\/uploads\/mock-\d+\.png$/);
    // A deposit moves no money until the operator accepts it.
    expect(getState().users.find((candidate) => candidate.id === PLAYER1_ID)?.balance).toBe(100000);

    await user.click(within(outcome).getByRole('link', { name: 'See your requests' }));
    const table = await screen.findByRole('table', { name: 'Requests' }, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no request row');
    expect(row).toHaveTextContent('Deposit');
    expect(row).toHaveTextContent('UPI');
    expect(row).toHaveTextContent('1,500');
    expect(row).toHaveTextContent('Pending');
  });

  it('asks for a screenshot and a valid amount before sending anything, keeping what was typed', async () => {
    // The picker offers images only (accept); a file dropped past it is still checked.
    const user = userEvent.setup({ applyAccept: false });
    const sent = countRequests('/DepositWithdrawal/');
    const { form } = await openDeposit();
    await user.type(form.getByLabelText(/^Amount/), '50');
    await user.click(form.getByRole('button', { name: 'Submit deposit request' }));
    expect(await form.findByText('The minimum is 100.')).toBeInTheDocument();
    expect(form.getByText('Please Select An Image')).toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(form.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');

    await user.upload(form.getByLabelText(/^Payment screenshot/), new File(['%PDF'], 'paid.pdf', { type: 'application/pdf' }));
    expect(await form.findByText('The screenshot must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Amount/), '0000000');
    expect(await form.findByText('The maximum is 5,00,000.')).toBeInTheDocument();
    expect(sent()).toBe(0);
  });

  it('states a failed upload with the server’s message and keeps the form filled in', async () => {
    const user = userEvent.setup();
    setFaults([{ match: 'Setting/StoreImage', kind: 'http500', times: 1 }]);
    const { form } = await openDeposit();
    await user.type(form.getByLabelText(/^Amount/), '2000');
    await user.upload(form.getByLabelText(/^Payment screenshot/), png());
    await user.click(form.getByRole('button', { name: 'Submit deposit request' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Deposit request failed');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
    expect(form.getByLabelText(/^Amount/)).toHaveValue('2000');
    expect(getState().dwRequests.some((request) => request.userId === PLAYER1_ID)).toBe(false);

    // The same form goes through on a second try.
    await user.click(form.getByRole('button', { name: 'Submit deposit request' }));
    expect(await form.findByRole('status')).toHaveTextContent('Deposit request submitted');
  });

  it('states the server’s refusal (a demo account cannot deposit)', async () => {
    const user = userEvent.setup();
    signInAs('mock-at-4-0', 'demo');
    renderApp('/depositw');
    const form = within(await screen.findByRole('form', { name: 'Deposit' }, { timeout: 10_000 }));
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await user.upload(form.getByLabelText(/^Payment screenshot/), png());
    await user.click(form.getByRole('button', { name: 'Submit deposit request' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The demo account cannot deposit or withdraw');
  });
});
