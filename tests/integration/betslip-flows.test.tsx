import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { server, setFaults } from '../../mocks/node';
import { closeModal } from '@/features/session';
import { readString, storageKeys, writeJson } from '@/lib/storage';
import { countPlaceBetRequests, openSlip, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';

// The slip's other behaviour against the mock backend: the lock, the bet delay, confirming first,
// quick stakes and their editor, fancy lines and their book, and what a visitor gets.

vi.setConfig({ testTimeout: 20_000 });

const BACK_INDIA = /^Back India at 1\.85,/;
const DEMO_ID = 4;

beforeEach(() => resetSlip());
afterEach(() => {
  server.events.removeAllListeners('request:start');
  resetSlip();
  closeModal('modal-login');
});

function demoBets() {
  return getState().bets.filter((bet) => bet.userId === DEMO_ID && bet.state === 'OPEN');
}

describe('placing', () => {
  it('locks the button while placing, counts the bet delay down, and places one bet however often it is clicked', async () => {
    signInAs();
    const user = userEvent.setup();
    const requests = countPlaceBetRequests(server);
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'latency', ms: 1500 }]);
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await within(slip).findByText(/Bet delay|Min 100/);
    await user.type(slipParts(slip).stake, '1000');
    const place = slipParts(slip).place;
    await user.click(place);
    await user.click(place);
    await user.dblClick(place);
    expect(place).toBeDisabled();
    const delay = within(slip).getByTestId('bet-delay');
    expect(delay).toHaveTextContent('Your bet is being processed.');
    // Match odds in play hold a bet for 5 s (the mock's seed), counted in whole seconds.
    expect(delay).toHaveTextContent('Please wait... 5');
    expect(await within(slip).findByTestId('bet-outcome', {}, { timeout: 5000 })).toHaveTextContent('Bet matched');
    expect(requests()).toBe(1);
    expect(demoBets()).toHaveLength(1);
  });

  it('places with Enter in the stake, but Enter in the odds only settles them', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.keyboard('300');
    await user.clear(slipParts(slip).odds);
    await user.type(slipParts(slip).odds, '1.841{Enter}');
    expect(slipParts(slip).odds).toHaveValue('1.84');
    expect(demoBets()).toHaveLength(0);
    await user.type(slipParts(slip).stake, '{Enter}');
    expect(await within(slip).findByTestId('bet-outcome')).toHaveTextContent('300 matched at 1.85');
    expect(demoBets()).toHaveLength(1);
  });

  it('asks first when the player chose to confirm bets, and remembers that choice', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.click(within(slip).getByRole('checkbox', { name: 'Confirm bet before placing' }));
    expect(readString(storageKeys.confirmBeforePlaceBet)).toBe('true');
    await user.type(slipParts(slip).stake, '200');
    await user.click(slipParts(slip).place);
    const dialog = await screen.findByRole('dialog', { name: 'Please Confirm Your Bet' });
    expect(dialog).toHaveTextContent('Back India');
    expect(dialog).toHaveTextContent('Stake200');
    expect(dialog).toHaveTextContent('Profit170');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(demoBets()).toHaveLength(0);
    await user.click(slipParts(slip).place);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please Confirm Your Bet' })).getByRole('button', { name: 'Place Bet' }),
    );
    expect(await within(slip).findByTestId('bet-outcome')).toHaveTextContent('200 matched at 1.85');
    expect(demoBets()).toHaveLength(1);
  });

  it('remembers Keep for the unmatched part, and the slip and a one-click bet both place with it', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    expect(within(slip).getByRole('radio', { name: 'Cancel at in-play / suspend' })).toBeChecked();
    await user.click(within(slip).getByRole('radio', { name: 'Keep' }));
    expect(readString(storageKeys.betPersistence)).toBe('PERSIST');
    await user.type(slipParts(slip).stake, '200');
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByTestId('bet-outcome')).toHaveTextContent('200 matched at 1.85');

    // One-click on: a price click places at once, with the same choice.
    writeJson(storageKeys.oneClickBet, { demo: { on: true, stake: 300 } });
    await user.click(await screen.findByRole('button', { name: BACK_INDIA }));
    await waitFor(() => expect(demoBets()).toHaveLength(2));
    expect(demoBets().map((bet) => [bet.stake, bet.persistence])).toEqual([
      [200, 'PERSIST'],
      [300, 'PERSIST'],
    ]);
  });

  it('takes a Yes on a fancy line at its run line and rate, and shows the book', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, /^Yes 6 Over Runs IND at 53 \(runs\), 100 \(rate\)/);
    expect(slip).toHaveTextContent('Yes at 53 runs');
    expect(within(slip).getByRole('textbox', { name: 'Rate' })).toHaveValue('100');
    await user.type(slipParts(slip).stake, '500');
    expect(within(slip).getByTestId('slip-figures')).toHaveTextContent('Profit 500 · Liability 500');
    // The line's worst case while typing: 0 now, −500 if the innings ends under 53.
    expect(screen.getByTestId('position-300110')).toHaveTextContent(/0 →.*−500$/);
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByTestId('bet-outcome')).toHaveTextContent('Yes 6 Over Runs IND (Fancy): 500 matched at 53 at rate 100.');
    // After the bet, the line's worst case comes from the server's book, with a button to see it.
    await waitFor(() => expect(screen.getByTestId('position-300110')).toHaveTextContent(/^Worst case −500/), { timeout: 4000 });
    const book = within(screen.getByTestId('position-300110')).getByRole('button', { name: /^Book of 6 Over Runs IND$/ });
    await user.click(book);
    const dialog = await screen.findByRole('dialog', { name: 'Book: 6 Over Runs IND' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('RunsAmount');
    expect(within(dialog).getByRole('row', { name: '52 −500' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: '53 +500' })).toBeInTheDocument();
  });
});

describe('quick stakes', () => {
  it("offers the player's stakes, sets the stake with one click, and saves edited ones with UserStake/Add", async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    const quick = within(slip).getByRole('group', { name: 'Quick stakes' });
    await within(quick).findByRole('button', { name: '25k' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10k', '25k', '50k', '1 lac', '2 lac', '5 lac', '10 lac', '15 lac']);
    await user.click(within(quick).getByRole('button', { name: '25k' }));
    expect(slipParts(slip).stake).toHaveValue('25000');

    await user.click(within(slip).getByRole('button', { name: 'Edit stakes' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit stakes' });
    const title1 = within(editor).getByRole('textbox', { name: 'Button 1 title' });
    const amount1 = within(editor).getByRole('textbox', { name: 'Button 1 amount' });
    await user.clear(title1);
    await user.type(title1, '500');
    await user.clear(amount1);
    await user.type(amount1, '500');
    await user.click(within(editor).getByRole('button', { name: 'Save stakes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit stakes' })).not.toBeInTheDocument());
    expect(await within(quick).findByRole('button', { name: '500' })).toBeInTheDocument();
    expect(getState().users.find((candidate) => candidate.id === DEMO_ID)?.stakes[0]).toEqual({ title: '500', value: 500 });
  });

  it('says what is wrong with an edited stake before saving', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.click(within(slip).getByRole('button', { name: 'Edit stakes' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit stakes' });
    await user.clear(within(editor).getByRole('textbox', { name: 'Button 2 amount' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Button 2 amount' }), '0');
    await user.click(within(editor).getByRole('button', { name: 'Save stakes' }));
    expect(await within(editor).findByText('Enter an amount above 0')).toBeInTheDocument();
  });
});

describe('a visitor', () => {
  it('sees prices, and a click on one asks to log in', async () => {
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    expect(within(slip).getByTestId('bet-slip-login')).toHaveTextContent('Log in to place a bet.');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(within(slip).queryByRole('textbox', { name: 'Stake' })).not.toBeInTheDocument();
  });
});
