import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { settleMarket } from '../../mocks/db/services/settlement';
import { setMarketStatus } from '../../mocks/db/services/unmatched';
import { clearFaults, server, setBetDelayScale, setFaults } from '../../mocks/node';
import { appClockUser, findInAppTime, withAppClock } from '../support/app-clock';
import { mockRunner, openSlip, resetSlip, signInAs, slipParts } from '../support/betting';
import { renderApp } from '../support/render-app';
import { slipStore } from '@/features/betslip';
import { LOST_ANSWER_MARGIN_MS } from '@/features/betslip/hooks/use-place-bet';

// A bet is never double-placed and never misreported: the answer to a placement is lost
// (after the mock took the bet, or before), and the slip finds out from open bets what happened.

vi.setConfig({ testTimeout: 30_000 });
// The slip's waits (a bet delay, its margin, the checks' back-off) pass in the app's time, not the wall clock's.
withAppClock();

const BACK_INDIA = /^Back India at 1\.85,/;
/** India v Australia's match odds, and India in it; England in England v South Africa's. */
const MATCH_ODDS = 300101;
const INDIA = 3001011;
const ENGLAND = 3003011;

const demoBets = () => {
  const demo = getState().users.find((user) => user.userName === 'demo');
  return getState().bets.filter((bet) => bet.userId === demo?.id && bet.state === 'OPEN');
};

/** The client references of the bets the app sends from now on. */
function sentRefs(): string[] {
  const refs: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/Bet/PlaceBetV2')) return;
    void request
      .clone()
      .json()
      .then((body: { clientRef?: string }) => refs.push(body.clientRef ?? '(none)'));
  });
  return refs;
}

beforeEach(() => {
  resetSlip();
  signInAs();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  resetSlip();
});

async function slipWithStake(user: ReturnType<typeof appClockUser>): Promise<HTMLElement> {
  renderApp('/markets/3001/33001');
  await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('0'), { timeout: 5000 });
  const slip = await openSlip(user, BACK_INDIA);
  await user.type(slipParts(slip).stake, '1000');
  return slip;
}

describe('the mock took the bet, the answer was lost', () => {
  it.each([
    ['the connection dropped', 'network'],
    ['the server failed after taking it', 'http500'],
    ['the answer broke the schema', 'malformed'],
  ] as const)('%s: the slip checks open bets and says the bet was placed, once', async (_case, kind) => {
    const user = appClockUser();
    const refs = sentRefs();
    const slip = await slipWithStake(user);
    // Reads of open bets wait until the test has seen the slip checking.
    setFaults([
      { match: '/Bet/PlaceBetV2', kind, after: true, times: 1 },
      { match: '/Bet/GetUserOpenBets', kind: 'hold' },
    ]);
    await user.click(slipParts(slip).place);

    expect(await within(slip).findByText('Checking whether your bet was placed…')).toBeInTheDocument();
    expect(slipParts(slip).place).toBeDisabled();
    clearFaults();
    const outcome = await within(slip).findByTestId('bet-outcome', {}, { timeout: 10_000 });
    expect(outcome).toHaveTextContent('Bet placed');
    expect(outcome).toHaveTextContent('Back India (Match Odds): 1,000 at 1.85.');
    expect(outcome).not.toHaveTextContent('not placed');
    expect(demoBets()).toHaveLength(1);
    expect(demoBets()[0]?.clientRef).toBe(refs[0]);
    // Balance, exposure and open bets are the server's.
    await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('1,000'));
    expect(await screen.findByRole('tab', { name: 'Open bets (1)' })).toBeInTheDocument();
    // The slip is free again for the next bet (a new one: the stake was spent).
    expect(slipParts(slip).stake).toHaveValue('');
  });
});

describe('the answer was lost before the mock took the bet', () => {
  it('says it was not placed, and placing it again sends the same reference and places it once', async () => {
    const user = appClockUser();
    const refs = sentRefs();
    const slip = await slipWithStake(user);
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'network', times: 1 }]);
    await user.click(slipParts(slip).place);

    const outcome = await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 10_000);
    expect(outcome).toHaveTextContent('Bet not placed');
    expect(outcome).toHaveTextContent('Your open bets do not have this bet: it was not placed.');
    expect(demoBets()).toHaveLength(0);
    expect(slipParts(slip).stake).toHaveValue('1000');

    await user.click(slipParts(slip).place);
    expect(await within(slip).findByText(/1,000 matched at 1\.85/)).toBeInTheDocument();
    expect(demoBets()).toHaveLength(1);
    await waitFor(() => expect(refs).toHaveLength(2));
    expect(refs[1]).toBe(refs[0]);
    expect(refs[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a refusal is an answer: no check, and a new bet gets a new reference', async () => {
    const user = appClockUser();
    const refs = sentRefs();
    const slip = await slipWithStake(user);
    const openBetLoads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/Bet/GetUserOpenBets')) openBetLoads.push(request.url);
    });
    const demo = getState().users.find((candidate) => candidate.userName === 'demo');
    if (demo) demo.balance = 500;
    await user.click(slipParts(slip).place);
    const outcome = await within(slip).findByTestId('bet-outcome', {}, { timeout: 10_000 });
    expect(outcome).toHaveTextContent('Bet not placed');
    expect(outcome).toHaveTextContent('Insufficient balance');
    expect(within(slip).queryByText('Checking whether your bet was placed…')).not.toBeInTheDocument();
    if (demo) demo.balance = 100000;
    await user.clear(slipParts(slip).stake);
    await user.type(slipParts(slip).stake, '200');
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByText(/200 matched at 1\.85/)).toBeInTheDocument();
    await waitFor(() => expect(refs).toHaveLength(2));
    expect(refs[1]).not.toBe(refs[0]);
  });
});

describe('the answer was lost during the bet delay', () => {
  afterEach(() => setBetDelayScale(0));

  it('keeps checking while the server may still take the bet, and finds it once the delay is over', async () => {
    setBetDelayScale(1);
    const user = appClockUser();
    const slip = await slipWithStake(user);
    // The server holds the in-play bet for its 5 s delay; the answer is lost after 200 ms.
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'network', after: true, ms: 200, times: 1 }]);
    await user.click(slipParts(slip).place);

    expect(await within(slip).findByText('Checking whether your bet was placed…', {}, { timeout: 5000 })).toBeInTheDocument();
    const outcome = await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 15_000);
    expect(outcome).toHaveTextContent('Bet placed');
    expect(outcome).not.toHaveTextContent('not placed');
    expect(demoBets()).toHaveLength(1);
  });
});

describe('the market turned in-play after the price was clicked', () => {
  it('counts its bet delay before it says a lost bet was not placed', async () => {
    // England v South Africa, not in play yet; the limits give its match odds a 5 s delay.
    const { market } = mockRunner(ENGLAND);
    market.limit.delayTime = 5000;
    const user = appClockUser();
    const app = renderApp('/markets/3003');
    await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('0'), { timeout: 5000 });
    const slip = await openSlip(user, /^Back England at 1\.7,/);
    await user.type(slipParts(slip).stake, '1000');
    // The event starts before the bet is sent, and the page's odds say so.
    market.inPlay = true;
    await app.queryClient.invalidateQueries();
    expect(await screen.findByText(/Bet delay 5 s/)).toBeInTheDocument();
    setFaults([{ match: '/Bet/PlaceBetV2', kind: 'network', times: 1 }]);
    const sentAt = Date.now();
    await user.click(slipParts(slip).place);

    const outcome = await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 15_000);
    expect(outcome).toHaveTextContent('Your open bets do not have this bet: it was not placed.');
    // Not before the server could have taken it: its 5 s delay and the margin, from the failure.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(5000 + LOST_ANSWER_MARGIN_MS);
  });
});

describe('the bet left the open bets before the slip looked', () => {
  it.each([
    ['settled', 'WINNER', 'Bet placed and settled', 'It has since been settled: won.'],
    ['lapsed', 'SUSPENDED', 'Bet placed, then lapsed', 'Nothing of it matched and it lapsed: its stake is back in your balance.'],
  ] as const)('%s: the slip finds it in the bet history and says it was placed', async (_case, what, title, since) => {
    const user = appClockUser();
    const slip = await slipWithStake(user);
    if (what === 'SUSPENDED') {
      // Above the best back (1.85): what the book cannot match rests, and lapses when the market suspends.
      await user.clear(slipParts(slip).odds);
      await user.type(slipParts(slip).odds, '3{Enter}');
    }
    setFaults([
      { match: '/Bet/PlaceBetV2', kind: 'network', after: true, times: 1 },
      { match: '/Bet/GetUserOpenBets', kind: 'hold' },
    ]);
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByText('Checking whether your bet was placed…')).toBeInTheDocument();
    const bet = getState().bets.at(-1);
    expect(bet?.state).toBe('OPEN');
    if (what === 'SUSPENDED') setMarketStatus(getState(), MATCH_ODDS, 'SUSPENDED', Date.now());
    else settleMarket(getState(), MATCH_ODDS, { winnerRunnerId: INDIA }, Date.now());
    clearFaults();

    const outcome = await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 15_000);
    expect(outcome).toHaveTextContent(title);
    expect(outcome).toHaveTextContent(`${since} Your bet history shows it.`);
    expect(outcome).not.toHaveTextContent('not placed');
    expect(getState().bets.filter((candidate) => candidate.clientRef === bet?.clientRef)).toHaveLength(1);
  });
});

describe('signing out', () => {
  it('empties a slip that is checking, and no verdict on that bet lands afterwards', async () => {
    const user = appClockUser();
    const app = renderApp('/markets/3001/33001');
    await waitFor(() => expect(screen.getByTestId('header-exposure')).toHaveTextContent('0'), { timeout: 5000 });
    const slip = await openSlip(user, BACK_INDIA);
    await user.type(slipParts(slip).stake, '1000');
    setFaults([
      { match: '/Bet/PlaceBetV2', kind: 'network', after: true, times: 1 },
      { match: '/Bet/GetUserOpenBets', kind: 'hold' },
    ]);
    await user.click(slipParts(slip).place);
    expect(await within(slip).findByText('Checking whether your bet was placed…')).toBeInTheDocument();

    app.navigate('/auth/logout');
    await waitFor(() => expect(app.location()).toMatch(/^\/auth\/login/));
    expect(slipStore.get()).toMatchObject({ selection: null, phase: 'editing', attempt: null, outcome: null });
    clearFaults();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(slipStore.get()).toMatchObject({ selection: null, phase: 'editing', outcome: null });
  });
});

describe('open bets cannot be read either', () => {
  it('says it could not find out, stays locked, and Check again tells the truth', async () => {
    const user = appClockUser();
    const slip = await slipWithStake(user);
    setFaults([
      { match: '/Bet/PlaceBetV2', kind: 'network', after: true, times: 1 },
      { match: '/Bet/GetUserOpenBets', kind: 'network' },
    ]);
    await user.click(slipParts(slip).place);

    const outcome = await findInAppTime(() => within(slip).getByTestId('bet-outcome'), 20_000);
    expect(outcome).toHaveTextContent('We could not find out whether your bet was placed');
    expect(outcome).toHaveTextContent('Check your open bets before you place it again.');
    // Locked against a blind second bet: no placing, no other selection, no removal.
    expect(slipParts(slip).place).toBeDisabled();
    expect(slipParts(slip).stake).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Lay India at 1\.86,/ }));
    expect(within(screen.getByTestId('bet-slip')).getByRole('heading', { level: 3 })).toHaveTextContent('Back');
    expect(demoBets()).toHaveLength(1);

    clearFaults();
    await user.click(within(outcome).getByRole('button', { name: 'Check again' }));
    const settled = await within(slip).findByText('Bet placed', {}, { timeout: 10_000 });
    expect(settled).toBeInTheDocument();
    expect(within(slip).getByTestId('bet-outcome')).toHaveTextContent('Back India (Match Odds): 1,000 at 1.85.');
    expect(slipParts(slip).place).not.toHaveAttribute('data-loading');
    expect(demoBets()).toHaveLength(1);
  });
});
