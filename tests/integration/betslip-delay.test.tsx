import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { server, setFaults } from '../../mocks/node';
import { appClockUser, findInAppTime, withAppClock } from '../support/app-clock';
import { countPlaceBetRequests, openSlip, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';

// The in-play delay as the slip tells it (docs/domain.md "Bet delay"): before placing, whether the
// bet waits (India v Australia's match odds are in play with a 5 s delay and Betfair's passive
// delay); while it waits, a countdown and no second send; after, what was asked and what was got.

vi.setConfig({ testTimeout: 20_000 });
// The countdown and the mock's latency pass in the app's time, not the wall clock's.
withAppClock();

const BACK_INDIA = /^Back India at 1\.85,/;
const LAY_INDIA = /^Lay India at 1\.86,/;
const DEMO_ID = 4;

beforeEach(() => resetSlip());
afterEach(() => {
  server.events.removeAllListeners('request:start');
  resetSlip();
});

const demoBets = () => getState().bets.filter((bet) => bet.userId === DEMO_ID && bet.state === 'OPEN');

async function typeOdds(user: ReturnType<typeof appClockUser>, slip: HTMLElement, odds: string): Promise<void> {
  await user.clear(slipParts(slip).odds);
  await user.type(slipParts(slip).odds, `${odds}{Tab}`);
}

describe('before placing', () => {
  it('says a bet at the best price waits the delay, and the Place button is described by it', async () => {
    signInAs();
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    const note = await within(slip).findByTestId('bet-delay-note');
    expect(note).toHaveTextContent('Waits 5 s before it can match (in-play)');
    await user.type(slipParts(slip).stake, '500');
    expect(slipParts(slip).place).toHaveAccessibleDescription('Waits 5 s before it can match (in-play)');
  });

  it('says a bet that does not cross the best price is placed at once, and places it with no countdown', async () => {
    signInAs();
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await within(slip).findByTestId('bet-delay-note');
    await typeOdds(user, slip, '1.9');
    expect(within(slip).getByTestId('bet-delay-note')).toHaveTextContent('Placed at once: it does not cross the best price');
    await user.type(slipParts(slip).stake, '500');
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'latency', ms: 1000 }]);
    await user.click(slipParts(slip).place);
    const delay = within(slip).getByTestId('bet-delay');
    expect(delay).toHaveTextContent('Your bet is being processed.');
    expect(delay).not.toHaveTextContent('Please wait');
    expect(await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 5000)).toHaveTextContent('Bet placed unmatched');
    expect(demoBets().map((bet) => [bet.stake, bet.unmatchedStake])).toEqual([[0, 500]]);
  });
});

describe('while the bet waits', () => {
  it('counts down visibly, tells screen readers politely, and the button is disabled', async () => {
    signInAs();
    const user = appClockUser();
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'latency', ms: 2500 }]);
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await within(slip).findByTestId('bet-delay-note');
    await user.type(slipParts(slip).stake, '500');
    await user.click(slipParts(slip).place);
    // A status region is polite: read when the screen reader is free, each second's words whole.
    const status = within(slip).getByTestId('bet-delay');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Please wait... 5');
    expect(within(status).getByText('5 seconds left')).toBeInTheDocument();
    expect(within(slip).queryByTestId('bet-delay-note')).toBeNull();
    expect(slipParts(slip).place).toBeDisabled();
    await findInAppTime(() => expect(within(status).getByText('4 seconds left')).toBeInTheDocument(), 2000);
    expect(status).toHaveTextContent('Please wait... 4');
    expect(await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 5000)).toHaveTextContent('Bet matched');
  });

  it('sends the bet once when the form is sent twice before the slip re-renders', async () => {
    signInAs();
    const user = appClockUser();
    const requests = countPlaceBetRequests(server);
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'latency', ms: 500 }]);
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '500');
    const form = slipParts(slip).place.closest('form');
    if (!form) throw new Error('the slip has no form');
    // Both submits run with the handler of one render, which still says "not placing": only the
    // place hook's lock stops the second.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await within(slip).findByTestId('bet-outcome', {}, { timeout: 5000 })).toHaveTextContent('Bet matched');
    expect(requests()).toBe(1);
    expect(demoBets()).toHaveLength(1);
  });
});

describe('after placing', () => {
  it('says a back matched at better odds than asked, and the profit it added', async () => {
    signInAs();
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await typeOdds(user, slip, '1.8');
    await user.type(slipParts(slip).stake, '500');
    await user.click(slipParts(slip).place);
    const outcome = await within(slip).findByTestId('bet-outcome');
    expect(outcome).toHaveTextContent('500 matched at 1.85.');
    expect(within(outcome).getByTestId('best-execution')).toHaveTextContent(
      'Asked 1.80, matched 1.85 on ₹500 (best execution: ₹25 more profit)',
    );
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('best execution: ₹25 more profit');
  });

  it('says a lay matched at lower odds than asked, and the liability it saved', async () => {
    signInAs();
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, LAY_INDIA);
    await typeOdds(user, slip, '1.9');
    await user.type(slipParts(slip).stake, '500');
    await user.click(slipParts(slip).place);
    const outcome = await within(slip).findByTestId('bet-outcome');
    expect(within(outcome).getByTestId('best-execution')).toHaveTextContent(
      'Asked 1.90, matched 1.86 on ₹500 (best execution: ₹20 less liability)',
    );
  });

  it('says nothing of it when the bet matched at the odds asked', async () => {
    signInAs();
    const user = appClockUser();
    renderApp('/markets/3001/33001');
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '500');
    await user.click(slipParts(slip).place);
    const outcome = await within(slip).findByTestId('bet-outcome');
    expect(outcome).toHaveTextContent('500 matched at 1.85.');
    expect(within(outcome).queryByTestId('best-execution')).toBeNull();
  });
});
