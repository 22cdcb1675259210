import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/features/account/model/date-range';
import { istDayOf } from '@/lib/ist-time';
import { getState, seedConstants } from '../../mocks/db';
import { setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /ProfitLoss and /all-bet-history-profit-loss against the mock backend. player2 (token
// mock-at-3-0) has about a month of settled bets over four sports; player1 (mock-at-2-0) none.
// Expected figures are worked out here from the mock's own stored bets, not copied from the page.

const PLAYER2_TOKEN = 'mock-at-3-0';
const PLAYER1_TOKEN = 'mock-at-2-0';

/** The settled bets of a user in a range of IST settle days, straight from the mock's state. */
function settledIn(userId: number, from: string, to: string) {
  return getState().bets.filter((bet) => {
    if (bet.userId !== userId || bet.state === 'OPEN' || bet.settleTime === null) return false;
    // India's calendar day (UTC+05:30), worked out here without the app's helper.
    const day = new Date(Date.parse(bet.settleTime) + 330 * 60_000).toISOString().slice(0, 10);
    return day >= from && day <= to;
  });
}

/** '+1,500 profit' / '−1,000 loss', written independently of the app's formatter. */
function described(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = Math.abs(rounded).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return rounded > 0 ? `+${text} profit` : rounded < 0 ? `−${text} loss` : '0 even';
}

/** The signed amount in a cell ('+1,500' / '−1,000' / '0') as a number. */
const amountOf = (text: string) => Number(text.replace(/[+,\s]/g, '').replace('−', '-'));

async function open(path: string, token = PLAYER2_TOKEN, userName = 'player2') {
  signInAs(token, userName);
  renderApp(path);
  // The layout is on the page at once; the first screen of the file loads its route module on a busy
  // machine: allow for that, and wait for the screen's heading.
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return within(main);
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/ProfitLoss', { timeout: 30_000 }, () => {
  it("shows the last 30 days' net result, a chart with its summary, and figures per sport, event and day that add up", async () => {
    const page = await open('/ProfitLoss');
    const today = istDayOf(Date.now());
    const from = addDays(today, -29);
    const expected = settledIn(seedConstants.PLAYER2_ID, from, today);
    expect(expected.length).toBeGreaterThan(3);
    const net = expected.reduce((sum, bet) => sum + bet.profitLoss, 0);

    expect(page.getByText(`Showing ${from} to ${today}`)).toBeInTheDocument();
    expect(await page.findByTestId('pnl-net', {}, { timeout: 5000 })).toHaveTextContent(described(net));
    expect(page.getByTestId('pnl-bets')).toHaveTextContent(new RegExp(`^${expected.length} \\(`));

    const chart = page.getByRole('img', { name: /^Running profit and loss/ });
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(page.getByTestId('pnl-chart')).toHaveTextContent(`ended at ${described(net)}`);

    const sports = page.getByRole('table', { name: 'Profit and loss by sport' });
    const sportNames = bodyRows(sports).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(sportNames).toEqual(expect.arrayContaining(['Cricket', 'Football', 'Tennis', 'Kabaddi']));
    const sumOf = (table: HTMLElement, column: number) =>
      bodyRows(table).reduce((sum, row) => sum + amountOf(within(row).getAllByRole('cell')[column]?.textContent ?? ''), 0);
    expect(sumOf(sports, 3)).toBeCloseTo(net, 2);

    const events = page.getByRole('table', { name: 'Profit and loss by event' });
    expect(bodyRows(events)).toHaveLength(new Set(expected.map((bet) => bet.eventId)).size);
    expect(sumOf(events, 4)).toBeCloseTo(net, 2);

    // The figures behind the chart: the last day's running total is the net result.
    const days = page.getByRole('table', { name: 'Profit and loss by day' });
    const lastDay = bodyRows(days).at(-1);
    expect(amountOf(within(lastDay as HTMLElement).getAllByRole('cell')[3]?.textContent ?? '')).toBeCloseTo(net, 2);
  });

  it("'Just For Today' and 'From Yesterday' show those days' settled bets", async () => {
    const user = userEvent.setup();
    const page = await open('/ProfitLoss');
    await page.findByTestId('pnl-net');
    const today = istDayOf(Date.now());

    await user.click(page.getByRole('button', { name: 'From Yesterday' }));
    expect(await page.findByText(`Showing ${addDays(today, -1)} to ${today}`)).toBeInTheDocument();
    const recent = settledIn(seedConstants.PLAYER2_ID, addDays(today, -1), today);
    if (recent.length === 0) expect(await page.findByText('No settled bets in this period.')).toBeInTheDocument();
    else expect(await page.findByTestId('pnl-net')).toHaveTextContent(described(recent.reduce((sum, bet) => sum + bet.profitLoss, 0)));

    await user.click(page.getByRole('button', { name: 'Just For Today' }));
    expect(await page.findByText(`Showing ${today} to ${today}`)).toBeInTheDocument();
    expect(page.getByLabelText('From')).toHaveValue(today);
    expect(page.getByLabelText('To')).toHaveValue(today);
  });

  it('says why a custom range cannot be searched and keeps what was typed', async () => {
    const page = await open('/ProfitLoss');
    await page.findByTestId('pnl-net');
    fireEvent.change(page.getByLabelText('From'), { target: { value: '2026-05-10' } });
    fireEvent.change(page.getByLabelText('To'), { target: { value: '2026-05-01' } });
    expect(page.getByRole('alert')).toHaveTextContent('From must not be after To.');
    expect(page.getByRole('button', { name: 'Get P&L' })).toBeDisabled();
    expect(page.getByLabelText('From')).toHaveValue('2026-05-10');
    expect(page.getByLabelText('To')).toHaveValue('2026-05-01');
  });

  it('says when the period has no settled bets', async () => {
    const page = await open('/ProfitLoss', PLAYER1_TOKEN, 'player1');
    expect(await page.findByText('No settled bets in this period.')).toBeInTheDocument();
    expect(page.queryByRole('img', { name: /Running profit and loss/ })).not.toBeInTheDocument();
  });

  it('counts every settled bet of a period longer than one history page (100 bets)', async () => {
    const today = istDayOf(Date.now());
    const state = getState();
    const firstId = Math.max(...state.bets.map((bet) => bet.betId)) + 1;
    const settleTime = `${today}T00:00:01.000Z`;
    for (let index = 0; index < 130; index += 1) {
      state.bets.push({
        betId: firstId + index,
        userId: seedConstants.PLAYER1_ID,
        eventId: 3901,
        sportId: 3,
        betTitle: 'India v Pakistan',
        marketId: 390101,
        runnerId: 3901011,
        marketType: 'match_odd',
        marketName: 'Match Odds',
        runnerName: 'India',
        side: 'back',
        rate: 2,
        line: null,
        stake: 100,
        placeTime: settleTime,
        state: index % 2 === 0 ? 'WON' : 'LOST',
        settleTime,
        profitLoss: index % 2 === 0 ? 100 : -100,
      });
    }
    // 65 won (+6,500) and 65 lost (−6,500), plus one more win to tell a missing page apart.
    const extra = state.bets.at(-1);
    if (extra) state.bets.push({ ...extra, betId: firstId + 130, state: 'WON', profitLoss: 250 });
    const page = await open('/ProfitLoss', PLAYER1_TOKEN, 'player1');
    expect(await page.findByTestId('pnl-bets')).toHaveTextContent('131 (66 won, 65 lost, 0 void)');
    expect(page.getByTestId('pnl-net')).toHaveTextContent('+250 profit');
  });

  it('states a server error', async () => {
    setFaults([{ match: 'GetUserBetHistory', kind: 'http500' }]);
    const page = await open('/ProfitLoss');
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('Profit and loss could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
  });

  it('links to every bet of the same period', async () => {
    const page = await open('/ProfitLoss');
    await page.findByTestId('pnl-net');
    const today = istDayOf(Date.now());
    expect(page.getByRole('link', { name: 'Every bet of this period, by event' })).toHaveAttribute(
      'href',
      `/all-bet-history-profit-loss?from=${addDays(today, -29)}&to=${today}`,
    );
  });
});

describe('/all-bet-history-profit-loss', { timeout: 30_000 }, () => {
  it("lists each event's settled bets by market with the event's net, for the range in the address", async () => {
    const today = istDayOf(Date.now());
    const from = addDays(today, -40);
    const page = await open(`/all-bet-history-profit-loss?from=${from}&to=${today}`);
    const expected = settledIn(seedConstants.PLAYER2_ID, from, today);
    expect(await page.findByTestId('pnl-net')).toHaveTextContent(described(expected.reduce((sum, bet) => sum + bet.profitLoss, 0)));
    expect(page.getByLabelText('From')).toHaveValue(from);

    const eventIds = [...new Set(expected.map((bet) => bet.eventId))];
    const sections = page.getAllByRole('region');
    expect(sections).toHaveLength(eventIds.length);
    for (const eventId of eventIds) {
      const eventBets = expected.filter((bet) => bet.eventId === eventId);
      const section = page.getByRole('region', { name: eventBets[0]?.betTitle });
      expect(section).toHaveTextContent(`Net ${described(eventBets.reduce((sum, bet) => sum + bet.profitLoss, 0))}`);
      const rows = within(section)
        .getAllByRole('table')
        .flatMap((table) => bodyRows(table));
      expect(rows).toHaveLength(eventBets.length);
    }
  });

  it('says when the period has no settled bets', async () => {
    const page = await open('/all-bet-history-profit-loss', PLAYER1_TOKEN, 'player1');
    expect(await page.findByText('No settled bets in this period.')).toBeInTheDocument();
  });

  it('states a server error', async () => {
    setFaults([{ match: 'GetUserBetHistory', kind: 'http500' }]);
    const page = await open('/all-bet-history-profit-loss');
    expect(await page.findByRole('alert')).toHaveTextContent('Profit and loss could not be loaded');
  });
});
