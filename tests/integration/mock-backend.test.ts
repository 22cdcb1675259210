import { HubConnectionBuilder, LogLevel, type IHttpConnectionOptions } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { setBetDelayScale, stepOddsStream } from '../../mocks/node';

// The stateful rules of the mock backend through msw/node, as the app sees them: registration with
// OTP, brands, money that moves (withdrawal hold, deposit acceptance, bonus), fancy books, history
// paging, validation, and the hub served by the msw WebSocket link.

const API = 'http://api.test';
const PLAYER1 = 'mock-at-2-0';
const PLAYER2 = 'mock-at-3-0';

interface Answer {
  status: number;
  body: { success?: boolean; result?: unknown; error?: { message: string; validationErrors?: Array<{ members?: string[] }> } };
}

async function api(path: string, init: { token?: string; body?: unknown; method?: string; origin?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.origin) headers.Origin = init.origin;
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function result<T>(path: string, init: Parameters<typeof api>[1] = {}): Promise<T> {
  const answer = await api(path, init);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}

async function refusal(path: string, init: Parameters<typeof api>[1] = {}): Promise<string | undefined> {
  const answer = await api(path, init);
  expect(answer.status, JSON.stringify(answer.body)).toBe(500);
  return answer.body.error?.message;
}

/** Today in India (UTC+05:30): the history calls take IST calendar days. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const balanceOf = async (token: string) => result<{ balance: number; exposure: number }>('/Bet/GetUserOpenBets', { token });

describe('registration', () => {
  const signup = { userName: 'newplayer', password: 'Secret@123', confirmPassword: 'Secret@123', mobile: '+919812345678' };

  it('registers, refuses a wrong OTP, verifies with 123456 and signs in', async () => {
    expect(await result('/Account/Register', { body: signup })).toEqual({
      userName: 'newplayer',
      mobile: '+919812345678',
      domain: 'default',
    });
    const verify = { userName: 'newplayer', mobile: '+919812345678', domain: 'default' };
    expect(await refusal('/Account/VerificationUser', { body: { ...verify, otp: '000000' } })).toBe('Invalid OTP code');
    expect(await result('/Account/ResendVerificationCode', { body: verify })).toBe('OTP Code Send Again');
    const session = await result<{ accessToken: string; balance: number; domain: string }>('/Account/VerificationUser', {
      body: { ...verify, otp: '123456' },
    });
    expect(session).toMatchObject({ balance: 0, domain: 'default' });
    const login = await result<{ userName: string }>('/Account/Authenticate', {
      body: { userNameOrEmailAddress: 'NewPlayer', password: 'Secret@123' },
    });
    expect(login.userName).toBe('newplayer');
  });

  it.each([
    [{ userName: 'player1' }, "User name 'player1' is already taken."],
    [{ confirmPassword: 'Secret@124' }, 'Passwords must match'],
    [
      { password: 'secret1234', confirmPassword: 'secret1234' },
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    ],
    [{ mobile: '9876543210' }, 'This mobile number is already registered'],
  ])('refuses %o', async (change, message) => {
    expect(await refusal('/Account/Register', { body: { ...signup, ...change } })).toBe(message);
  });

  it('refuses where the brand does not allow sign-up', async () => {
    expect(await refusal('/Account/Register', { body: signup, origin: 'http://nosignup.localhost' })).toBe(
      'Sign up is not available on this site',
    );
  });

  it('answers invalid input with the ABP 400 naming the field', async () => {
    const answer = await api('/Account/Register', { body: { ...signup, mobile: '12345' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ message: 'Your request is not valid!', validationErrors: [{ members: ['mobile'] }] });
    const query = await api('/Odds/GetUserOddsV2?eventId=abc');
    expect(query.status).toBe(400);
    expect(query.body.error?.validationErrors?.[0]?.members).toEqual(['eventId']);
  });
});

describe('sign-in and tokens', () => {
  it('refuses a wrong password and records the attempt', async () => {
    expect(await refusal('/Account/Authenticate', { body: { userNameOrEmailAddress: 'player1', password: 'Wrong@123' } })).toBe(
      'Invalid user name or password',
    );
    const attempts = await result<{ items: Array<{ result: string }> }>('/Account/GetUserLoginAttempts?MaxResultCount=1', {
      token: PLAYER1,
      method: 'POST',
    });
    expect(attempts.items).toEqual([expect.objectContaining({ result: 'InvalidPassword' })]);
  });

  it('logs the demo user in and refreshes tokens', async () => {
    const demo = await result<{ userName: string; accessToken: string; refreshToken: string }>('/Account/LoginAsDemoUser');
    expect(demo.userName).toBe('demo');
    // The token checked is the bearer header's; without one the answer is 0, never a 401.
    expect(await result<number>('/Account/GetAccessTokenValidateTime', { method: 'POST', token: demo.accessToken })).toBe(1440);
    expect(await result<number>('/Account/GetAccessTokenValidateTime', { method: 'POST' })).toBe(0);
    const refreshed = await result<{ accessToken: string }>(`/Account/RefreshToken?refreshToken=${demo.refreshToken}`);
    expect(refreshed.accessToken).toMatch(/^mock-at-4-\d+$/);
    expect((await api('/Account/RefreshToken?refreshToken=nope')).status).toBe(401);
  });

  it('changes a password only with the right current one', async () => {
    expect(
      await refusal('/Account/changePassword', { token: PLAYER1, body: { currentPassword: 'Nope@1234', newPassword: 'Player@456' } }),
    ).toBe('Incorrect password.');
    await result('/Account/changePassword', { token: PLAYER1, body: { currentPassword: 'Player@123', newPassword: 'Player@456' } });
    await result('/Account/Authenticate', { body: { userNameOrEmailAddress: 'player1', password: 'Player@456' } });
  });
});

describe('brands', () => {
  it.each([
    [undefined, { domainTitle: 'Exchange', allowSignUp: true }],
    ['http://localhost:5173', { domainTitle: 'Exchange Local', apkUrl: expect.any(String), telegramId: expect.any(String) }],
    ['http://suspended.localhost', { siteSuspended: true }],
    ['http://skipotp.localhost', { skipVerification: true }],
    ['http://nocasino.localhost', { casino: false }],
  ])('Origin %s gets its settings', async (origin, expected) => {
    expect(await result('/api/Setting/GetDomainSetting', { origin })).toMatchObject(expected);
  });
});

describe('money', () => {
  it('holds a withdrawal at once and refuses one above the available balance', async () => {
    const created = await result<{ id: number; status: number; balance: number }>('/DepositWithdrawal/CreateWithdrawal', {
      token: PLAYER1,
      body: {
        amount: 5000,
        paymentMethod: 'Imps',
        accountNumber: '001234567890',
        accountHolderName: 'Player One',
        ifsC_Code: 'HDFC0001234',
      },
    });
    expect(created).toMatchObject({ status: 1, balance: 95000 });
    const today = istToday();
    const statement = await result<{ items: Array<{ debit: string; balance: number }> }>(
      `/Transaction/GetHistory?From=${today}&To=${today}&Type=1`,
      { token: PLAYER1 },
    );
    expect(statement.items[0]).toMatchObject({ debit: '5,000.00', balance: 95000 });
    // player2 has 10140 at risk in open bets.
    const player2 = await balanceOf(PLAYER2);
    const tooMuch = { amount: player2.balance - player2.exposure + 1, paymentMethod: 'Paytm', payTmName: '9876543211' };
    expect(await refusal('/DepositWithdrawal/CreateWithdrawal', { token: PLAYER2, body: tooMuch })).toBe('Insufficient balance');
  });

  it('credits a deposit only when the operator accepts it', async () => {
    const answer = await api('/DepositWithdrawal/CreateRequestForDepositWithdrawal', {
      token: PLAYER1,
      body: { type: '1', amount: 2500, paymentMethod: 'Upi', imageUrl: 'https://cdn.exchange.example/uploads/a.png' },
    });
    expect(answer.status).toBe(200);
    // The family's result is the player's message; the request made is proposed beside it.
    expect(typeof answer.body.result).toBe('string');
    const created = (answer.body as { depositWithdrawal: { id: number } }).depositWithdrawal;
    expect((await balanceOf(PLAYER1)).balance).toBe(100000);
    const pending = await result<{ items: Array<{ id: number; statusName: string }> }>('/DepositWithdrawal/GetDepositWithdrawals', {
      token: PLAYER1,
      body: { maxResultCount: 10, skipCount: 0, status: '1', type: '1' },
    });
    expect(pending.items).toEqual([expect.objectContaining({ id: created.id, statusName: 'Pending' })]);
    expect((await fetch(`${API}/__mock/deposit-withdrawals/${created.id}/accept`, { method: 'POST' })).status).toBe(200);
    expect((await balanceOf(PLAYER1)).balance).toBe(102500);
  });

  it('filters player2 requests by status and type strings', async () => {
    const page = (status: string, type: string) =>
      result<{ totalCount: number; items: Array<{ type: string; statusName: string }> }>('/DepositWithdrawal/GetDepositWithdrawals', {
        token: PLAYER2,
        body: { maxResultCount: 100, skipCount: 0, status, type },
      });
    expect((await page('0', '0')).totalCount).toBe(7);
    expect((await page('3', '0')).items.map((item) => item.statusName)).toEqual(['Rejected', 'Rejected']);
    expect((await page('1', '2')).items).toEqual([expect.objectContaining({ type: 'Withdrawal', statusName: 'Pending' })]);
  });

  it('claims an available bonus once and writes a bonus statement row', async () => {
    const claimed = await result<{ balance: number }>('/Bonus/Claim?bonusId=1', { token: PLAYER1 });
    expect(claimed.balance).toBe(100500);
    expect(await refusal('/Bonus/Claim?bonusId=1', { token: PLAYER1 })).toBe('Bonus already claimed');
    expect(await refusal('/Bonus/Claim?bonusId=4', { token: PLAYER2 })).toBe('Bonus has expired');
    const today = istToday();
    const rows = await result<{ items: Array<{ type: number; credit: string }> }>(
      `/Transaction/GetHistory?From=${today}&To=${today}&Type=3`,
      { token: PLAYER1 },
    );
    expect(rows.items).toEqual([expect.objectContaining({ type: 3, credit: '500.00' })]);
  });
});

describe('bets', () => {
  it('books fancy Yes and No on one line, offsetting each other', async () => {
    const odds = await result<{
      fancy: {
        runners: Array<{
          id: number;
          marketId: number;
          back: Array<{ price: number; size: number }>;
          lay: Array<{ price: number; size: number }>;
        }>;
      };
    }>('/Odds/GetUserOddsV2?eventId=3003');
    const line = odds.fancy.runners[0];
    const yes = line?.back[0];
    const no = line?.lay[0];
    if (!line || !yes || !no) throw new Error('event 3003 has no fancy line');
    await result('/Bet/PlaceBetV2', {
      token: PLAYER1,
      body: { eventId: 3003, marketId: line.marketId, runnerId: null, type: 3, rate: yes.size, stake: 1000, fancyValue: yes.price },
    });
    expect((await balanceOf(PLAYER1)).exposure).toBe(1000);
    await result('/Bet/PlaceBetV2', {
      token: PLAYER1,
      body: { eventId: 3003, marketId: line.marketId, type: 4, rate: no.size, stake: 1000, fancyValue: no.price },
    });
    // No 45 and Yes 46 at rate 100: only exactly 45 runs loses both.
    expect((await balanceOf(PLAYER1)).exposure).toBe(2000);
    const book = await result<Array<{ marketId: number; runners: Array<{ runnerId: number; amount: number }> }>>(
      '/Bet/GetUserExpectedProfitLoss?eventId=3003',
      { token: PLAYER1 },
    );
    const ladder = book.find((entry) => entry.marketId === line.marketId)?.runners ?? [];
    expect(ladder.find((row) => row.runnerId === no.price)?.amount).toBe(-2000);
    expect(ladder.find((row) => row.runnerId === yes.price)?.amount).toBe(0);
    expect(ladder.find((row) => row.runnerId === no.price - 1)?.amount).toBe(0);
  });

  it('refuses suspended, ball-running and moved markets with readable messages', async () => {
    const draw = { eventId: 1002, marketId: 100201, runnerId: 1002013, type: 1, rate: 3.9, stake: 100 };
    expect(await refusal('/Bet/PlaceBetV2', { token: PLAYER1, body: draw })).toBe('Market is suspended');
    const bookmaker = { eventId: 3002, marketId: 300202, runnerId: 3002021, type: 1, rate: 92, stake: 100 };
    expect(await refusal('/Bet/PlaceBetV2', { token: PLAYER1, body: bookmaker })).toBe('Ball is running');
    const greedy = { eventId: 1003, marketId: 100301, runnerId: 1003011, type: 1, rate: 2.6, stake: 100 };
    expect(await refusal('/Bet/PlaceBetV2', { token: PLAYER1, body: greedy })).toBe('Odds changed: now 2.5');
    expect(await refusal('/Bet/PlaceBetV2', { token: PLAYER1, body: { ...greedy, rate: 2.5, stake: 200000 } })).toBe(
      'Insufficient balance',
    );
  });

  it('checks again after the in-play bet delay and refuses if the market suspended meanwhile', async () => {
    // 5000 ms × 0.01: long enough to suspend the runner while the bet waits.
    setBetDelayScale(0.01);
    try {
      const placing = api('/Bet/PlaceBetV2', {
        token: PLAYER1,
        body: { eventId: 1001, marketId: 100101, runnerId: 1001011, type: 1, rate: 2.1, stake: 100 },
      });
      const runner = getState().markets.find((market) => market.marketId === 100101)?.runners[0];
      if (!runner) throw new Error('no runner 1001011');
      runner.status = 'SUSPENDED';
      const answer = await placing;
      expect(answer.status).toBe(500);
      expect(answer.body.error?.message).toBe('Market is suspended');
      expect((await balanceOf(PLAYER1)).exposure).toBe(0);
    } finally {
      setBetDelayScale(0);
    }
  });

  it('derives player2 seeded exposure from the seeded open bets', async () => {
    const open = await result<{ balance: number; exposure: number; openBets: unknown[] }>('/Bet/GetUserOpenBets', { token: PLAYER2 });
    expect(open.exposure).toBe(10140);
    expect(open.openBets).toHaveLength(6);
  });

  it('pages player2 bet history and statement newest first', async () => {
    const first = await result<{ totalCount: number; items: Array<{ betId: number; settleTime: string; result: string }> }>(
      '/Bet/GetUserBetHistory',
      {
        token: PLAYER2,
        body: { maxResultCount: 5, skipCount: 0 },
      },
    );
    expect(first.totalCount).toBeGreaterThan(10);
    expect(first.items).toHaveLength(5);
    const times = first.items.map((item) => item.settleTime);
    expect([...times].sort().reverse()).toEqual(times);
    const all = await result<{ items: Array<{ result: string }> }>('/Bet/GetUserBetHistory', {
      token: PLAYER2,
      body: { maxResultCount: 100, skipCount: 0 },
    });
    expect(new Set(all.items.map((item) => item.result))).toEqual(new Set(['WON', 'LOST', 'VOID']));

    const statement = await result<{ items: Array<{ id: number; eventId: number | null }> }>(
      '/Transaction/GetHistory?From=2000-01-01&To=2100-01-01&Type=2&MaxResultCount=100',
      { token: PLAYER2 },
    );
    const settlement = statement.items.find((row) => row.eventId !== null);
    if (!settlement) throw new Error('player2 has no settlement rows');
    const detail = await result<{ bets: unknown[]; totalWin: string }>(`/Transaction/GetDetail?transactionId=${settlement.id}`, {
      token: PLAYER2,
    });
    expect(detail.bets.length).toBeGreaterThan(0);
  });

  it('settles a market through /__mock/settle: bet history, statement, balance and a closed market agree', async () => {
    const liverpool = { eventId: 1003, marketId: 100301, runnerId: 1003011, type: 1, rate: 2.5, stake: 1000 };
    await result('/Bet/PlaceBetV2', { token: PLAYER1, body: liverpool });
    // A lay of the other runner at 3.2: wins 500 when Liverpool wins.
    const odds = await result<{ matchOdds: { runners: Array<{ id: number; lay: Array<{ price: number }> }> } }>(
      '/Odds/GetUserOddsV2?eventId=1003',
    );
    const city = odds.matchOdds.runners.find((runner) => runner.id === 1003012);
    const cityLay = city?.lay[0]?.price;
    if (!cityLay) throw new Error('event 1003 has no lay price for Manchester City');
    await result('/Bet/PlaceBetV2', { token: PLAYER1, body: { ...liverpool, runnerId: 1003012, type: 2, rate: cityLay, stake: 500 } });
    expect((await balanceOf(PLAYER1)).balance).toBe(100000);

    const settle = (body: unknown) => fetch(`${API}/__mock/settle`, { method: 'POST', body: JSON.stringify(body) });
    expect((await settle({ marketId: 100301, result: { winnerRunnerId: 9 } })).status).toBe(400);
    expect((await settle({ marketId: 100301, result: { runs: 40 } })).status).toBe(400);
    const settled = await settle({ marketId: 100301, result: { winnerRunnerId: 1003011 } });
    expect(await settled.json()).toMatchObject({ ok: true, bets: 2, players: [{ userName: 'player1', profitLoss: 2000 }] });

    // Back 1000 at 2.5 wins 1500; the lay of City wins its stake 500.
    expect(await balanceOf(PLAYER1)).toMatchObject({ balance: 102000, exposure: 0, openBets: [] });
    const today = istToday();
    const history = await result<{ totalCount: number; items: Array<{ runnerName: string; result: string; profitLoss: string }> }>(
      '/Bet/GetUserBetHistory',
      {
        token: PLAYER1,
        body: { maxResultCount: 10, skipCount: 0, startDate: today, endDate: today },
      },
    );
    expect(history.items.map(({ runnerName, result: outcome, profitLoss }) => [runnerName, outcome, profitLoss]).sort()).toEqual([
      ['Liverpool', 'WON', '1,500.00'],
      ['Manchester City', 'WON', '500.00'],
    ]);
    const statement = await result<{ items: Array<{ id: number; credit: string; debit: string; balance: number; description: string }> }>(
      `/Transaction/GetHistory?From=${today}&To=${today}&Type=2`,
      { token: PLAYER1 },
    );
    expect(statement.items[0]).toMatchObject({
      credit: '2,000.00',
      debit: '',
      balance: 102000,
      description: 'Football > Liverpool v Manchester City > Match Odds',
    });
    const detail = await result<{ bets: unknown[]; totalWin: string }>(
      `/Transaction/GetDetail?transactionId=${statement.items[0]?.id ?? 0}`,
      { token: PLAYER1 },
    );
    expect(detail.bets).toHaveLength(2);
    expect(detail.totalWin).toBe('2,000.00');

    expect(await refusal('/Bet/PlaceBetV2', { token: PLAYER1, body: liverpool })).toBe('Market is closed');
    expect((await settle({ marketId: 100301, result: { winnerRunnerId: 1003011 } })).status).toBe(400);
  });

  it('settles a fancy line on the runs scored and returns the stakes of a void book', async () => {
    const odds = await result<{ fancy: { runners: Array<{ marketId: number; back: Array<{ price: number; size: number }> }> } }>(
      '/Odds/GetUserOddsV2?eventId=3003',
    );
    const line = odds.fancy.runners[0];
    const yes = line?.back[0];
    if (!line || !yes) throw new Error('event 3003 has no fancy line');
    await result('/Bet/PlaceBetV2', {
      token: PLAYER1,
      body: { eventId: 3003, marketId: line.marketId, type: 3, rate: yes.size, stake: 1000, fancyValue: yes.price },
    });
    const settle = (body: unknown) => fetch(`${API}/__mock/settle`, { method: 'POST', body: JSON.stringify(body) });
    // One run short of the Yes line: the Yes bet loses its stake.
    expect((await settle({ marketId: line.marketId, result: { runs: yes.price - 1 } })).status).toBe(200);
    expect(await balanceOf(PLAYER1)).toMatchObject({ balance: 99000, exposure: 0 });

    await result('/Bet/PlaceBetV2', {
      token: PLAYER1,
      body: { eventId: 1003, marketId: 100301, runnerId: 1003011, type: 1, rate: 2.5, stake: 1000 },
    });
    expect((await settle({ marketId: 100301, result: { void: true } })).status).toBe(200);
    expect(await balanceOf(PLAYER1)).toMatchObject({ balance: 99000, exposure: 0 });
    const history = await result<{ items: Array<{ result: string; profitLoss: string }> }>('/Bet/GetUserBetHistory', {
      token: PLAYER1,
      body: { maxResultCount: 10, skipCount: 0 },
    });
    expect(history.items.map((item) => [item.result, item.profitLoss])).toEqual([
      ['VOID', '0.00'],
      ['LOST', '-1,000.00'],
    ]);
  });

  it('moves prices with the stream and GetUserOddsV2 sees the move', async () => {
    const before = JSON.stringify(await result('/Odds/GetUserOddsV2?eventId=1001'));
    const snapshots = [before];
    for (let i = 0; i < 20; i += 1) {
      stepOddsStream();
      snapshots.push(JSON.stringify(await result('/Odds/GetUserOddsV2?eventId=1001')));
    }
    expect(new Set(snapshots).size).toBeGreaterThan(1);
  });
});

describe('uploads and casino', () => {
  it('stores a screenshot sent as multipart and returns its URL', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'proof.png');
    const response = await fetch(`${API}/Setting/StoreImage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PLAYER1}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, result: { url: expect.stringMatching(/\/uploads\/mock-1\.png$/) } });

    const text = new FormData();
    text.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const refused = await fetch(`${API}/Setting/StoreImage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PLAYER1}` },
      body: text,
    });
    expect(refused.status).toBe(500);
    const missing = await fetch(`${API}/Setting/StoreImage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PLAYER1}` },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
  });

  it("answers a lobby tile's CDN picture with an SVG of the game's name, not its path", async () => {
    const response = await fetch('https://cdn.exchange.example/casino/teen-patti.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="380" height="200"/);
    expect(svg).toContain('>Teen Patti</text>');
    expect(svg).not.toContain('teen-patti.webp');
  });

  it('opens a provider session for a valid casino token and refuses others with 401 {message}', async () => {
    const lotus = await fetch('https://lotus.casino-test.example/lotus/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'mock-casino-2', gameId: 'teen-patti', platform: 'mobile' }),
    });
    expect(await lotus.json()).toEqual({
      launchUrl: 'https://lotus.casino-test.example/play/teen-patti?session=mock-session-1&platform=mobile',
    });
    const royal = await fetch('https://royal.casino-live.example/royal/login', {
      method: 'POST',
      headers: { Authorization: 'Bearer stale' },
    });
    expect(royal.status).toBe(401);
    expect(await royal.json()).toEqual({ message: 'Session expired' });
  });
});

describe('the hub through the msw WebSocket link', () => {
  it('negotiates, registers and pushes UserBalance after a bet', async () => {
    setBetDelayScale(0);
    // signalr captures its WebSocket class: hand it the one msw intercepts (docs/toolchain.md).
    const options: IHttpConnectionOptions & { WebSocket: unknown } = { WebSocket: globalThis.WebSocket };
    const connection = new HubConnectionBuilder().withUrl(`${API}/teslahub`, options).configureLogging(LogLevel.None).build();
    const received = new Promise<string>((resolve) => {
      connection.on('Message', (message: string) => {
        if (message.includes('UserBalance')) resolve(message);
      });
    });
    await connection.start();
    try {
      await connection.invoke('RegisterClient', {
        Browser: 'jsdom',
        Domain: 'http://localhost:5173',
        CurrentPage: 'http://localhost:5173/inplay',
        Token: PLAYER1,
      });
      await result('/Bet/PlaceBetV2', {
        token: PLAYER1,
        body: { eventId: 1003, marketId: 100301, runnerId: 1003011, type: 1, rate: 2.5, stake: 1000 },
      });
      const envelope = JSON.parse(await received) as { Code: string; Data: string };
      expect(JSON.parse(envelope.Data)).toEqual({ Balance: 100000, Exposure: 1000, UserName: 'player1' });
    } finally {
      await connection.stop();
    }
  });
});

describe('history days', () => {
  it('are IST calendar days: a statement row written at 20:00 UTC belongs to the next day in India', async () => {
    const state = getState();
    const user = state.users.find((candidate) => candidate.userName === 'player1');
    const row = state.transactions.find((candidate) => candidate.userId === user?.id);
    if (!row) throw new Error('the seed gives player1 a statement row');
    const saved = row.date;
    row.date = '2026-03-01T20:00:00.000Z';
    try {
      const onIndiasDay = await result<{ items: Array<{ id: number }> }>('/Transaction/GetHistory?From=2026-03-02&To=2026-03-02', {
        token: PLAYER1,
      });
      const onUtcDay = await result<{ items: Array<{ id: number }> }>('/Transaction/GetHistory?From=2026-03-01&To=2026-03-01', {
        token: PLAYER1,
      });
      expect(onIndiasDay.items.map((item) => item.id)).toContain(row.id);
      expect(onUtcDay.items.map((item) => item.id)).not.toContain(row.id);
    } finally {
      row.date = saved;
    }
  });
});
