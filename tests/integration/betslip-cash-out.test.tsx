import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { server } from '../../mocks/node';
import { mockRunner, resetSlip, signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// Cash out against the mock backend when the book is too thin for all of it: "leave it unmatched"
// sends one bet for the whole stake at the last price walked, with keepUnmatched; the book takes its
// levels and the rest rests there.

vi.setConfig({ testTimeout: 20_000 });

const INDIA = 3001011;
const PLAYER2_ID = 3;

beforeEach(() => {
  resetSlip();
  signInAs('mock-at-3-0', 'player2');
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  resetSlip();
});

describe('a cash out the book cannot take all of', () => {
  it('leaves the rest unmatched at the last price when the player chooses so', async () => {
    mockRunner(INDIA).runner.lay = [
      { price: 1.86, size: 300 },
      { price: 1.87, size: 200 },
      { price: 1.88, size: 100 },
    ];
    const bodies: Array<Record<string, unknown>> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/Bet/PlaceBetV2'))
        void request
          .clone()
          .json()
          .then((body: Record<string, unknown>) => bodies.push(body));
    });
    const user = userEvent.setup();
    renderApp('/markets/3001/33001');
    const market = await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    await user.click(await within(market).findByRole('button', { name: 'Cash out' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash out: Match Odds' });

    // India +2,700 against Australia −3,140: a gap of 5,840. The book takes 300 @ 1.86, 200 @ 1.87 and
    // 100 @ 1.88 (closing 1,120); the other 4,720 would take 2,510.64 at 1.88.
    expect(within(dialog).getByTestId('cash-out-walk')).toHaveTextContent('₹300 at 1.86, then ₹200 at 1.87, then ₹100 at 1.88');
    expect(within(dialog).getByTestId('cash-out-walk')).toHaveTextContent('It takes ₹600 of ₹3,110.64 now.');
    expect(within(dialog).getByRole('button', { name: 'Cash out' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Leave it unmatched at 1\.88: / }));
    expect(within(dialog).getByTestId('cash-out-quote')).toHaveTextContent(
      /^Cash out: [+−]₹[\d,.]+ whatever the result, once all of it is matched$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cash out' }));

    const outcome = await screen.findByTestId('bet-outcome', {}, { timeout: 8000 });
    expect(outcome).toHaveTextContent('Bet partly matched');
    expect(outcome).toHaveTextContent('600 matched');
    expect(outcome).toHaveTextContent('2,510.64 rests unmatched at 1.88');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ runnerId: INDIA, type: 2, rate: 1.88, stake: 3110.64, keepUnmatched: true });
    const bet = getState().bets.find((candidate) => candidate.userId === PLAYER2_ID && candidate.askedRate === 1.88);
    expect(bet).toMatchObject({ stake: 600, unmatchedStake: 2510.64 });
  });
});
