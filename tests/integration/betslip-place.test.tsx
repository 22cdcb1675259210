import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { openSlip, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';

// The bet slip against the mock backend (msw/node): place a bet and see open bets and exposure move.

vi.setConfig({ testTimeout: 20_000 });

const INDIA = 3001011;
const AUSTRALIA = 3001012;

beforeEach(() => {
  resetSlip();
  signInAs();
});
afterEach(() => resetSlip());

describe('placing a bet from the markets page', () => {
  it('backs India at the shown price, projects every runner while typing, and moves exposure', async () => {
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('0'), { timeout: 5000 });

    const slip = await openSlip(user, /^Back India at 1\.85,/);
    const { odds, stake, place } = slipParts(slip);
    expect(odds).toHaveValue('1.85');
    // The stake takes focus: the player types straight away.
    expect(stake).toHaveFocus();

    await user.keyboard('1000');
    expect(within(slip).getByTestId('slip-figures')).toHaveTextContent('Profit 850 · Liability 1,000');
    expect(screen.getByTestId(`position-${INDIA}`)).toHaveTextContent(/0 →.*\+850$/);
    expect(screen.getByTestId(`position-${AUSTRALIA}`)).toHaveTextContent(/0 →.*−1,000$/);

    await user.click(place);
    const outcome = await within(slip).findByTestId('bet-outcome');
    expect(outcome).toHaveTextContent('Bet matched');
    expect(outcome).toHaveTextContent('Back India (Match Odds): 1,000 matched at 1.85.');

    // The mock's new exposure reaches the header, the positions and the open bets.
    const demo = getState().users.find((candidate) => candidate.userName === 'demo');
    expect(demo?.balance).toBe(100000);
    await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('1,000'));
    await waitFor(() => expect(screen.getByTestId(`position-${INDIA}`)).toHaveTextContent(/^Position \+850$/));
    expect(screen.getByTestId(`position-${AUSTRALIA}`)).toHaveTextContent(/^Position −1,000$/);
    await user.click(screen.getByRole('tab', { name: 'Open bets (1)' }));
    expect(await screen.findByText('Back India')).toBeInTheDocument();
  });
});
