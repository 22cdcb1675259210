import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /Market-Analysis against the mock backend. player2 (mock-at-3-0) has open bets on three events
// (mocks/db/seed/history.ts): India v Australia match odds (back India 2,000 @ 1.85, lay Australia
// 1,000 @ 2.14) and the 6 Over Runs IND line (Yes 53 and No 52, 500 each), Arsenal v Chelsea
// (back Arsenal 1,000 @ 2.1) and England v South Africa bookmaker (back England 5,000 @ 70): the
// header's exposure is 10,140. player1 (mock-at-2-0) has none.

async function open(token = 'mock-at-3-0', userName = 'player2') {
  signInAs(token, userName);
  renderApp('/Market-Analysis');
  // The layout shows at once; the screen's heading says its module has loaded.
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return within(main);
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .join(' | '),
    );

describe('/Market-Analysis', { timeout: 30_000 }, () => {
  it("adds the markets' worst cases up to the header's exposure", async () => {
    const page = await open();
    expect(await page.findByTestId('analysis-exposure', {}, { timeout: 5000 })).toHaveTextContent('10,140');
    expect(screen.getByTestId('header-exposure')).toHaveTextContent('10,140');
    expect(page.getByTestId('analysis-markets')).toHaveTextContent('4');
  });

  it('shows what each runner would pay if it won, naming the worst case', async () => {
    const page = await open();
    const event = await page.findByRole('region', { name: 'India v Australia' }, { timeout: 5000 });
    const matchOdds = within(event).getByRole('article', { name: 'Match Odds' });
    // back India: +2,000×0.85, +1,000 from the lay; lay Australia: −1,000×1.14, −2,000 from the back
    expect(rowTexts(within(matchOdds).getByRole('table', { name: 'Your result if each runner wins' }))).toEqual(
      expect.arrayContaining(['If India wins | +2,700', 'If Australia wins (worst case) | −3,140']),
    );
    expect(within(matchOdds).getByTestId('analysis-worst-case')).toHaveTextContent(
      'Worst case: −3,140 (exposure 3,140) · Best case: +2,700',
    );
    expect(within(event).getByRole('link', { name: 'Go to the India v Australia markets' })).toHaveAttribute('href', '/markets/3001');
  });

  it('shows the fancy book: Yes 53 and No 52 offset except on 52 runs', async () => {
    const page = await open();
    const event = await page.findByRole('region', { name: 'India v Australia' }, { timeout: 5000 });
    const line = within(event).getByRole('article', { name: '6 Over Runs IND (Fancy)' });
    expect(rowTexts(within(line).getByRole('table', { name: 'Your book: result by final run total' }))).toEqual([
      '51 or fewer | 0',
      '52 (worst case) | −1,000',
      '53 or more | 0',
    ]);
    expect(within(line).getByTestId('analysis-worst-case')).toHaveTextContent('exposure 1,000');
  });

  it("names runners without a bet from the event's markets (the draw in football)", async () => {
    const page = await open();
    const event = await page.findByRole('region', { name: 'Arsenal v Chelsea' }, { timeout: 5000 });
    const rows = rowTexts(within(event).getByRole('table', { name: 'Your result if each runner wins' }));
    expect(rows[0]).toBe('If Arsenal wins | +1,100');
    await expect
      .poll(() => rowTexts(within(event).getByRole('table', { name: 'Your result if each runner wins' })).join('\n'))
      .toMatch(/If Chelsea wins .*\| −1,000/);
  });

  it('says so when there are no open bets', async () => {
    const page = await open('mock-at-2-0', 'player1');
    expect(
      await page.findByText('You have no open bets, so no market puts your balance at risk.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('states a server error', async () => {
    setFaults([{ match: 'GetUserExpectedProfitLoss', kind: 'http500' }]);
    const page = await open();
    const alert = await page.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Market analysis could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
  });
});
