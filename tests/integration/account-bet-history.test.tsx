import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@/features/account/model/date-range';
import { istDayOf } from '@/lib/ist-time';
import { server, setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /bet-history and /history/bethistory against the mock backend (docs/mock-backend.md: player2, token
// mock-at-3-0, has 30 days of history).

async function openHistory(path = '/bet-history') {
  signInAs('mock-at-3-0', 'player2');
  renderApp(path);
  return within(await screen.findByRole('main'));
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

let stopRecording = () => {};
afterEach(() => stopRecording());

/** The bodies of the GetUserBetHistory calls from here on (until the test ends). */
function recordHistoryBodies(): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('GetUserBetHistory'))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  stopRecording = () => server.events.removeListener('request:start', listener);
  return bodies;
}

describe('/bet-history', () => {
  it('lists settled bets with their result in words, paged', async () => {
    const user = userEvent.setup();
    const page = await openHistory();
    const table = await page.findByRole('table', { name: 'Settled bets' });
    expect(bodyRows(table)).toHaveLength(10);
    for (const row of bodyRows(table)) expect(row.textContent).toMatch(/WON|LOST|VOID/);
    const pages = Number(page.getByText(/^Page 1 of \d+$/).textContent?.split(' of ')[1]);
    expect(pages).toBeGreaterThan(1);
    await user.click(page.getByRole('button', { name: 'Next page' }));
    expect(await page.findByText(`Page 2 of ${pages}`)).toBeInTheDocument();
  });

  it("'From Yesterday' asks for yesterday to today, 'Just For Today' for today alone (IST days)", async () => {
    const user = userEvent.setup();
    const bodies = recordHistoryBodies();
    const page = await openHistory('/history/bethistory');
    await page.findByRole('table', { name: 'Settled bets' });
    const today = istDayOf(Date.now());
    expect(page.getByRole('group', { name: 'Dates' })).toHaveAccessibleDescription('Dates are in India time (IST).');
    await user.click(page.getByRole('button', { name: 'From Yesterday' }));
    expect(await page.findByText(`Showing ${addDays(today, -1)} to ${today}`)).toBeInTheDocument();
    await expect.poll(() => bodies.at(-1)).toMatchObject({ startDate: addDays(today, -1), endDate: today, skipCount: 0 });
    await user.click(page.getByRole('button', { name: 'Just For Today' }));
    expect(await page.findByText(`Showing ${today} to ${today}`)).toBeInTheDocument();
    await expect.poll(() => bodies.at(-1)).toMatchObject({ startDate: today, endDate: today });
  });

  it('says when a custom range has no settled bets', async () => {
    const user = userEvent.setup();
    const page = await openHistory();
    fireEvent.change(await page.findByLabelText('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(page.getByLabelText('To'), { target: { value: '2001-01-31' } });
    await user.click(page.getByRole('button', { name: 'Get History' }));
    expect(await page.findByText('No settled bets in this period.')).toBeInTheDocument();
  });

  it('states a server error', async () => {
    setFaults([{ match: 'GetUserBetHistory', kind: 'http500' }]);
    const page = await openHistory();
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('Settled bets could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
  });
});
