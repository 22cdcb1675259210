import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { matchAgainst } from '../../mocks/db/services/order-book';
import { server } from '../../mocks/node';
import { DEMO_TOKEN, resetSlip, signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';
import { currentAnnouncement } from '@/lib/announcer';
import { stepTicks } from '@/lib/exchange/ladder';
import { formatMoney } from '@/lib/money';

// Managing resting orders from open bets against the mock backend (our proposals Bet/ReplaceBet,
// Bet/CancelBet with a size, Bet/CancelMarketBets): odds changed in one call, a part matched
// meanwhile said, a stake lowered, and every unmatched bet cancelled from /current-bet; all by
// keyboard, all announced.

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetSlip());
afterEach(() => resetSlip());

const API = 'http://api.test';
// Event 1003 (upcoming, no bet delay): its first match-odds runner (Liverpool) has best back 2.5.
const LIVERPOOL = { eventId: 1003, marketId: 100301, runnerId: 1003011 };

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${DEMO_TOKEN}` },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { result: T }).result;
}

async function rest(selection: { eventId: number; marketId: number; runnerId: number }, rate: number, stake: number): Promise<number> {
  return (await post<{ betId: number }>('/Bet/PlaceBetV2', { ...selection, type: 1, rate, stake, keepUnmatched: true })).betId;
}

const announced = () => currentAnnouncement()?.text ?? '';

async function openEditor(user: ReturnType<typeof userEvent.setup>, betId: number): Promise<HTMLElement> {
  const row = await screen.findByTestId(`open-bet-${betId}`, {}, { timeout: 5000 });
  const edit = within(row).getByRole('button', { name: /^Edit unmatched / });
  // By keyboard: focus Edit and press Enter.
  edit.focus();
  await user.keyboard('{Enter}');
  expect(edit).toHaveAttribute('aria-expanded', 'true');
  return within(row).getByRole('group', { name: /^Edit Back / });
}

describe('editing a resting order', () => {
  it('changes its odds in one call on the market page', async () => {
    signInAs();
    const betId = await rest(LIVERPOOL, 3, 500);
    const user = userEvent.setup();
    renderApp('/markets/1003');
    await user.click(await screen.findByRole('tab', { name: /^Open bets \(/ }, { timeout: 5000 }));
    const editor = await openEditor(user, betId);
    const odds = within(editor).getByRole('textbox', { name: 'New odds' });
    await user.clear(odds);
    await user.type(odds, '3.2{Enter}');
    await waitFor(() => expect(announced()).toBe(`Moved ${formatMoney(500)} to 3.2: rests unmatched. Exposure now ${formatMoney(500)}.`));
    const moved = getState().bets.find((bet) => bet.betId !== betId && bet.askedRate === 3.2 && bet.unmatchedStake === 500);
    expect(moved?.persistence).toBe('LAPSE');
    const row = await screen.findByTestId(`open-bet-${moved?.betId}`, {}, { timeout: 5000 });
    expect(within(row).getByTestId('unmatched-part')).toHaveTextContent(`Unmatched ${formatMoney(500)} at 3.2`);
    await waitFor(() => expect(screen.queryByTestId(`open-bet-${betId}`)).toBeNull());
  });

  it('says what had matched meanwhile and moves only what still rests', async () => {
    signInAs();
    const betId = await rest(LIVERPOOL, 3, 500);
    const user = userEvent.setup();
    renderApp('/current-bet');
    const editor = await openEditor(user, betId);
    // Another player takes 200 as the replace leaves, while the player still sees 500 resting.
    const takeFirst = ({ request }: { request: Request }) => {
      if (request.url.includes('/Bet/ReplaceBet')) matchAgainst(getState(), betId, 200);
    };
    server.events.on('request:start', takeFirst);
    onTestFinished(() => server.events.removeListener('request:start', takeFirst));
    const odds = within(editor).getByRole('textbox', { name: 'New odds' });
    await user.clear(odds);
    await user.type(odds, '3.2');
    await user.click(within(editor).getByRole('button', { name: 'Change odds' }));
    await waitFor(() =>
      expect(announced()).toMatch(
        new RegExp(
          `^${formatMoney(200)} of Back .* at 3 had matched meanwhile and stays matched\\. Moved ${formatMoney(300)} to 3\\.2: rests unmatched\\.`,
        ),
      ),
    );
    const row = await screen.findByTestId(`open-bet-${betId}`);
    await waitFor(() => expect(within(row).getByTestId('matched-part')).toHaveTextContent(`Matched ${formatMoney(200)} at average odds 3`));
    expect(within(row).queryByTestId('unmatched-part')).toBeNull();
  });

  it('refuses odds it cannot use without sending anything', async () => {
    signInAs();
    const betId = await rest(LIVERPOOL, 3, 500);
    const user = userEvent.setup();
    renderApp('/current-bet');
    const editor = await openEditor(user, betId);
    // The editor follows Edit in the tab order.
    await user.tab();
    expect(within(editor).getByRole('textbox', { name: 'New odds' })).toHaveFocus();
    await user.click(within(editor).getByRole('button', { name: 'Change odds' }));
    expect(within(editor).getByRole('textbox', { name: 'New odds' })).toHaveAccessibleDescription('It already rests at 3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /^Edit Back / })).toBeNull();
    expect(within(screen.getByTestId(`open-bet-${betId}`)).getByRole('button', { name: /^Edit unmatched / })).toHaveFocus();
  });

  it('lowers its stake with a partial cancel on /current-bet', async () => {
    signInAs();
    const betId = await rest(LIVERPOOL, 3, 500);
    const user = userEvent.setup();
    renderApp('/current-bet');
    const editor = await openEditor(user, betId);
    await user.type(within(editor).getByRole('textbox', { name: /^Lower stake to/ }), '200{Enter}');
    await waitFor(() =>
      expect(announced()).toMatch(new RegExp(`^Lowered Back .* at 3 by ${formatMoney(300)}: ${formatMoney(200)} rests unmatched\\.`)),
    );
    const row = screen.getByTestId(`open-bet-${betId}`);
    await waitFor(() => expect(within(row).getByTestId('unmatched-part')).toHaveTextContent(`Unmatched ${formatMoney(200)} at 3`));
    expect(getState().bets.find((bet) => bet.betId === betId)?.unmatchedStake).toBe(200);
    expect(within(row).getByRole('button', { name: /^Edit unmatched / })).toHaveFocus();
  });
});

describe('Cancel all on /current-bet', () => {
  it('cancels every unmatched bet of every market, leaving matched parts', async () => {
    signInAs();
    const other = getState().markets.find(
      (market) =>
        market.marketType === 'match_odd' &&
        market.eventId !== LIVERPOOL.eventId &&
        market.status === 'ACTIVE' &&
        !market.inPlay &&
        market.limit.delayTime === 0,
    );
    const runner = other?.runners[0];
    if (!other || !runner?.back[0]) throw new Error('the seed lacks a second upcoming match-odds market');
    const first = await rest(LIVERPOOL, 3, 500);
    const second = await rest(
      { eventId: other.eventId, marketId: other.marketId, runnerId: runner.id },
      stepTicks(runner.back[0].price, 5),
      300,
    );
    await fetch(`${API}/__mock/match-against`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ betId: first, size: 100 }),
    });
    const user = userEvent.setup();
    renderApp('/current-bet');
    await screen.findByTestId(`open-bet-${second}`, {}, { timeout: 5000 });
    const cancelAll = screen.getByRole('button', { name: /^Cancel all unmatched bets \(\d+ markets\)$/ });
    cancelAll.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toMatch(/^Cancelled all \d+ unmatched bets \(/));
    const mine = getState().bets.filter((bet) => bet.betId === first || bet.betId === second);
    expect(mine.map((bet) => bet.unmatchedStake ?? 0)).toEqual([0, 0]);
    expect(getState().bets.find((bet) => bet.betId === first)?.stake).toBe(100);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel all unmatched bets/ })).toBeNull());
  });
});
