import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { PLAYER2_ID } from '../../mocks/db/seed/constants';
import { clearFaults, server, setFaults } from '../../mocks/node';
import { appClockUser, findInAppTime, withAppClock } from '../support/app-clock';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// The withdrawal tab of /depositw against the mock backend. player2 (token mock-at-3-0): balance
// 1,30,260, exposure 10,140, so 1,20,120 may leave; the localhost brand allows 500 to 2,00,000.

const SLOW = { timeout: 30_000 };
// The look-ups' margin and pauses after a lost answer pass in the app's time, not the wall clock's.
withAppClock();

afterEach(() => {
  server.events.removeAllListeners('request:start');
  server.events.removeAllListeners('response:mocked');
});

function countRequests(fragment: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) count += 1;
  });
  return () => count;
}

async function openWithdrawal() {
  signInAs('mock-at-3-0', 'player2');
  const app = renderApp('/depositw/2');
  const main = within(await screen.findByRole('main', {}, { timeout: 10_000 }));
  const form = within(await main.findByRole('form', { name: 'Withdraw' }, { timeout: 10_000 }));
  return { app, main, form };
}

async function fillBank(
  user: ReturnType<typeof appClockUser>,
  form: ReturnType<typeof within>,
  fields: { holder: string; account: string; ifsc: string },
) {
  await user.type(form.getByLabelText(/^Account holder name/), fields.holder);
  await user.type(form.getByLabelText(/^Account number/), fields.account);
  await user.type(form.getByLabelText(/^IFSC code/), fields.ifsc);
}

/** The client references of the withdrawal requests the app sends from now on. */
function sentRefs(): string[] {
  const refs: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('CreateRequestForDepositWithdrawal')) return;
    void request
      .clone()
      .json()
      .then((body: { clientRef?: string }) => refs.push(body.clientRef ?? '(none)'));
  });
  return refs;
}

/** A slow gateway: the request's answer is lost at once, and the server records it only when the test
 * clears the faults. */
const SLOW_GATEWAY = [
  { match: 'CreateRequestForDepositWithdrawal', kind: 'hold', times: 1 },
  { match: 'CreateRequestForDepositWithdrawal', kind: 'network', after: true, ms: 50, times: 1 },
] as const;

const player2 = () => {
  const user = getState().users.find((candidate) => candidate.id === PLAYER2_ID);
  if (!user) throw new Error('no player2');
  return user;
};

describe('/depositw/2 (withdraw)', SLOW, () => {
  it('refuses more than balance − exposure before sending, and says how much may leave', async () => {
    const user = appClockUser();
    const sent = countRequests('/DepositWithdrawal/CreateRequestForDepositWithdrawal');
    const { main, form } = await openWithdrawal();
    expect(await main.findByTestId('payments-available')).toHaveTextContent('1,20,120');
    await user.type(form.getByLabelText(/^Amount/), '125000');
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(
      await form.findByText('You can withdraw at most 1,20,120: the rest of your balance is held by open bets (exposure).'),
    ).toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveValue('125000');
    expect(sent()).toBe(0);
    expect(player2().balance).toBe(130260);
  });

  it('checks the bank details (IFSC, account number) and keeps what was typed', async () => {
    const user = appClockUser();
    const sent = countRequests('/DepositWithdrawal/CreateRequestForDepositWithdrawal');
    const { form } = await openWithdrawal();
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, form, { holder: 'Player Two', account: '1234', ifsc: 'HDFC1001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await form.findByText('The account number must be 9 to 18 digits.')).toBeInTheDocument();
    expect(form.getByText(/^The IFSC code is 11 characters/)).toBeInTheDocument();
    expect(form.getByLabelText(/^IFSC code/)).toHaveValue('HDFC1001234');
    expect(sent()).toBe(0);

    // Corrected live, then sent.
    await user.clear(form.getByLabelText(/^IFSC code/));
    await user.type(form.getByLabelText(/^IFSC code/), 'hdfc0001234');
    await user.type(form.getByLabelText(/^Account number/), '56789');
    expect(form.queryByText('The account number must be 9 to 18 digits.')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await form.findByRole('status')).toHaveTextContent('Withdrawal request submitted');
    expect(getState().dwRequests.at(-1)).toMatchObject({
      kind: 'Withdrawal',
      amount: 1000,
      ifsc: 'HDFC0001234',
      accountNumber: '123456789',
    });
  });

  it('holds a valid withdrawal at once: pending request, lower balance in the header, a statement row', async () => {
    const user = appClockUser();
    const { main, form } = await openWithdrawal();
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('1,30,260');
    await user.click(form.getByRole('button', { name: 'Add 5,000' }));
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));

    const outcome = await form.findByRole('status');
    expect(outcome).toHaveTextContent('Withdrawal request submitted');
    expect(outcome).toHaveTextContent(/Withdrawal request #\d+ is Pending/);
    await expect.poll(() => screen.getByTestId('header-balance').textContent).toBe('1,25,260');
    expect(main.getByTestId('payments-available')).toHaveTextContent('1,15,120');
    expect(player2().balance).toBe(125260);
    const record = getState().dwRequests.at(-1);
    expect(record).toMatchObject({ kind: 'Withdrawal', amount: 5000, status: 1, paymentMethod: 'Imps' });
    expect(getState().transactions.at(-1)).toMatchObject({
      userId: PLAYER2_ID,
      debit: 5000,
      description: `Withdrawal #${record?.id} (Imps) requested`,
    });
    // The amount is cleared for the next request; the payout details stay.
    expect(form.getByLabelText(/^Amount/)).toHaveValue('');
    expect(form.getByLabelText(/^IFSC code/)).toHaveValue('HDFC0001234');
  });

  it('sends a wallet withdrawal with the number and an optional UPI id, checked first', async () => {
    const user = appClockUser();
    const { form } = await openWithdrawal();
    await user.click(form.getByRole('radio', { name: 'Google Pay' }));
    expect(form.queryByLabelText(/^IFSC code/)).not.toBeInTheDocument();
    await user.type(form.getByLabelText(/^Amount/), '2000');
    await user.type(form.getByLabelText(/^Google Pay number/), '12345');
    await user.type(form.getByLabelText(/^UPI ID/), 'player.two');
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await form.findByText('mobile number is not valid')).toBeInTheDocument();
    expect(form.getByText('The UPI ID must look like name@bank (e.g. player.one@okhdfc).')).toBeInTheDocument();

    await user.clear(form.getByLabelText(/^Google Pay number/));
    await user.type(form.getByLabelText(/^Google Pay number/), '9876543211');
    await user.type(form.getByLabelText(/^UPI ID/), '@okaxis');
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await form.findByRole('status')).toHaveTextContent('Withdrawal request submitted');
    expect(getState().dwRequests.at(-1)).toMatchObject({
      paymentMethod: 'Gpay',
      payTmName: '9876543211',
      upiId: 'player.two@okaxis',
      accountNumber: null,
    });
  });

  it('states a server failure and keeps the form filled in', async () => {
    const user = appClockUser();
    setFaults([{ match: 'CreateRequestForDepositWithdrawal', kind: 'http500', times: 1 }]);
    const { form } = await openWithdrawal();
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    // A server's generic failure may come after the request was recorded: the requests are read first.
    const alert = await findInAppTime(() => form.getByRole('alert'), 10_000);
    expect(alert).toHaveTextContent('Withdrawal request failed');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
    expect(alert).toHaveTextContent('Your requests do not have this one: it was not received and nothing was held. You can send it again.');
    expect(form.getByLabelText(/^Amount/)).toHaveValue('1000');
    expect(player2().balance).toBe(130260);
  });

  it("after a lost answer, finds the request the server took among the player's requests: one request, one amount held", async () => {
    const user = appClockUser();
    const creates = countRequests('CreateRequestForDepositWithdrawal');
    const before = getState().dwRequests.length;
    setFaults([{ match: 'CreateRequestForDepositWithdrawal', kind: 'network', after: true, times: 1 }]);
    const { form } = await openWithdrawal();
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));

    const outcome = await findInAppTime(() => form.getByRole('status'), 10_000);
    expect(outcome).toHaveTextContent('Request received');
    expect(outcome).toHaveTextContent(/Withdrawal request #\d+ is Pending/);
    expect(getState().dwRequests).toHaveLength(before + 1);
    expect(getState().dwRequests.at(-1)?.clientRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(player2().balance).toBe(129260);
    expect(creates()).toBe(1);
  });

  it('after a lost answer the server never got, sending again carries the same reference; the server holds it once', async () => {
    const user = appClockUser();
    const refs: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('CreateRequestForDepositWithdrawal')) return;
      void request
        .clone()
        .json()
        .then((body: { clientRef?: string }) => refs.push(body.clientRef ?? '(none)'));
    });
    setFaults([{ match: 'CreateRequestForDepositWithdrawal', kind: 'network', times: 1 }]);
    const { form } = await openWithdrawal();
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await findInAppTime(() => form.getByRole('alert'), 10_000)).toHaveTextContent('it was not received and nothing was held');

    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await form.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/Withdrawal request #\d+ is Pending/);
    expect(refs).toHaveLength(2);
    expect(refs[1]).toBe(refs[0]);
    expect(player2().balance).toBe(129260);
  });

  it('looks at the requests again before it says "not received": a request a slow gateway records late is received', async () => {
    const user = appClockUser();
    const before = getState().dwRequests.length;
    // The gateway records the request once the first look at the player's requests has answered.
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('GetDepositWithdrawals')) clearFaults();
    });
    setFaults([...SLOW_GATEWAY]);
    const { form } = await openWithdrawal();
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));

    const outcome = await findInAppTime(() => form.getByRole('status'), 15_000);
    expect(outcome).toHaveTextContent('Request received');
    expect(outcome).toHaveTextContent(/Withdrawal request #\d+ is Pending/);
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(getState().dwRequests).toHaveLength(before + 1);
  });

  it('keeps the reference of a request not known received across a reload: sent again, it is held once', async () => {
    const user = appClockUser();
    const refs = sentRefs();
    const before = getState().dwRequests.length;
    setFaults([...SLOW_GATEWAY]);
    const first = await openWithdrawal();
    await user.type(first.form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, first.form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(first.form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await findInAppTime(() => first.form.getByRole('alert'), 15_000)).toHaveTextContent('it was not received and nothing was held');

    // The player reloads the page (a new app in the same tab) and sends the same request again.
    first.app.unmount();
    const { form } = await openWithdrawal();
    await user.type(form.getByLabelText(/^Amount/), '1000');
    await fillBank(user, form, { holder: 'Player Two', account: '001234567890', ifsc: 'HDFC0001234' });
    await user.click(form.getByRole('button', { name: 'Submit withdrawal request' }));
    expect(await form.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/Withdrawal request #\d+ is Pending/);
    // The slow gateway delivers the first one at last: the same reference, so no second request.
    clearFaults();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(refs).toHaveLength(2);
    expect(refs[1]).toBe(refs[0]);
    expect(getState().dwRequests).toHaveLength(before + 1);
    expect(player2().balance).toBe(129260);
  });

  it('switches between the deposit and withdrawal tabs by address', async () => {
    const user = appClockUser();
    const { app, main } = await openWithdrawal();
    expect(main.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    await user.click(main.getByRole('tab', { name: 'Deposit' }));
    expect(await main.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(app.location()).toBe('/depositw/1');
    expect(main.getByRole('form', { name: 'Deposit' })).toBeVisible();
  });
});
