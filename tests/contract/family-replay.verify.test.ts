// @vitest-environment node
// The backend family's other clients must keep working against our mock. One request of each call
// docs/wire.md §1 lists, sent as the family's Vue client sends it (docs/wire.md: paths without a
// leading slash, the token in the query where it puts it, values as the text inputs give them, no
// Authorization header where it sends none), replayed against the mock backend; each must answer a
// success in the shape that client reads.
//
// Not replayed: `Setting/StoreImage` (the family posts a raw base64 body; its client never reaches
// the call, docs/wire.md §1.2; our mock takes the proposed multipart upload), `/api/v1/token/token`
// (wrapper only, with a client secret the family's client would need), and the commented calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mocks/server';
import { providerStateControl, type ProviderStateControl } from './provider-support';

let mock: { url: string; close(): Promise<void> };
let control: ProviderStateControl;
const TOKEN = 'family-token-player1';
const REFRESH = 'family-refresh-player1';

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  control = providerStateControl(mock.url);
});
afterAll(async () => {
  await mock.close();
});

type Json = Record<string, unknown>;

async function call(method: 'GET' | 'POST', pathAndQuery: string, options: { body?: unknown; token?: string | null } = {}): Promise<Json> {
  const headers: Record<string, string> = {};
  // The family's axios default sends the stored token on every call; the calls it sends
  // `Authorization: null` for pass token: null.
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${mock.url}/${pathAndQuery}`, {
    method,
    headers,
    body: options.body === undefined ? (method === 'POST' ? null : undefined) : JSON.stringify(options.body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${pathAndQuery}: ${text.slice(0, 300)}`).toBe(200);
  const body = JSON.parse(text) as Json;
  expect(body.success, `${method} ${pathAndQuery}: ${text.slice(0, 300)}`).toBe(true);
  return body;
}

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const object = (value: unknown): Json => {
  expect(typeof value).toBe('object');
  expect(value).not.toBeNull();
  return value as Json;
};

async function signedIn(): Promise<void> {
  await control.reset();
  await control.setState('player1 is signed in', { token: TOKEN, refreshToken: REFRESH });
  await control.setState('player1 has balance', { balance: 100000, exposure: 0 });
}

describe('the family’s Vue client against our mock (docs/wire.md §1)', { timeout: 60_000 }, () => {
  it('§1.1 Account: login, demo login, sign-up with OTP, token lifetime in the query, refresh, password, login attempts', async () => {
    await control.reset();
    await control.setState('player1 exists', {});
    const login = object(
      (
        await call('POST', 'Account/Authenticate', {
          body: { userNameOrEmailAddress: 'player1', password: 'Player@123', rememberClient: true },
          token: null,
        })
      ).result,
    );
    expect(typeof login.accessToken).toBe('string');
    expect(isNumber(login.expireInSeconds)).toBe(true);
    expect(Array.isArray(login.stakes)).toBe(true);
    const token = String(login.accessToken);

    // No Authorization header: the token only in the query, as that client sends it.
    const minutes = (await call('POST', `Account/GetAccessTokenValidateTime?accessToken=${encodeURIComponent(token)}`, { token: null }))
      .result;
    expect(Number(minutes)).toBeGreaterThan(0);

    const demo = object((await call('GET', 'Account/LoginAsDemoUser', { token: null })).result);
    expect(typeof demo.accessToken).toBe('string');

    await control.setState('brand settings exist', { domain: 'localhost', allowSignUp: true });
    await control.setState('no player is named', { userName: 'familyuser' });
    const registered = object(
      (
        await call('POST', 'Account/Register', {
          body: { userName: 'familyuser', password: 'Secret@123', confirmPassword: 'Secret@123', mobile: '+919812345678' },
          token: null,
        })
      ).result,
    );
    expect(typeof registered.domain).toBe('string');
    await call('POST', 'Account/ResendVerificationCode', {
      body: { userName: 'familyuser', mobile: '+919812345678', domain: registered.domain },
      token: null,
    });
    await control.setState('a registration awaits its OTP', {
      userName: 'familyuser',
      mobile: '+919812345678',
      domain: String(registered.domain),
      otp: '123456',
    });
    const verified = object(
      (
        await call('POST', 'Account/VerificationUser', {
          body: { userName: 'familyuser', mobile: '+919812345678', domain: registered.domain, otp: '123456' },
          token: null,
        })
      ).result,
    );
    expect(typeof verified.accessToken).toBe('string');

    await signedIn();
    const refreshed = object((await call('GET', `Account/RefreshToken?refreshToken=${REFRESH}`, { token: null })).result);
    expect(typeof refreshed.accessToken).toBe('string');
    expect(isNumber(refreshed.expireInSeconds)).toBe(true);
    await call('POST', 'Account/GetUserLoginAttempts?Result=Success&MaxResultCount=10&SkipCount=0', { token: TOKEN });
    await call('POST', 'Account/changePassword', { body: { currentPassword: 'Player@123', newPassword: 'Player@456' }, token: TOKEN });
  });

  it('§1.2–1.4 Setting, Event, Market: domain setting, idle settings, setting, sport tree and the wrapper calls', async () => {
    await signedIn();
    const domain = object((await call('GET', 'api/Setting/GetDomainSetting', { token: null })).result);
    expect(typeof domain.siteSuspended).toBe('boolean');
    const expiry = object((await call('GET', 'api/setting/GetSettingExpiry', { token: TOKEN })).result);
    expect(isNumber(expiry.timeOutSecond)).toBe(true);
    await call('GET', 'Setting/GetSetting?name=confirmBeforePlaceBet', { token: TOKEN });
    const tree = (await call('GET', 'Event/TreeSportWithEvent', { token: TOKEN })).result;
    expect(Array.isArray(tree)).toBe(true);
    const sport = object((tree as unknown[])[0]);
    expect(typeof sport.name).toBe('string');
    expect(Array.isArray(sport.events)).toBe(true);
    await call('GET', 'event/GetBySportName?sportName=cricket', { token: TOKEN });
    await call('GET', 'Event/Closest?count=10', { token: TOKEN });
    await call('GET', 'Market/GetByEventId?eventId=3001', { token: TOKEN });
  });

  it('§1.5–1.6 Odds and Bet: first-version odds and a visitor’s limits, a first-version bet that moves the same balance, open bets, P/L, history', async () => {
    await signedIn();
    const odds = object((await call('GET', 'Odds/GetUserOdds?eventId=1003', { token: null })).result);
    for (const key of ['matchOdds', 'bookmaker', 'fancy', 'toss']) expect(Array.isArray(object(odds[key]).runners), key).toBe(true);
    expect(Array.isArray(odds.goalsmaker)).toBe(true);
    const runner = object((object(odds.matchOdds).runners as unknown[])[0]);
    expect(typeof runner.runnername).toBe('string');
    expect(typeof runner.backSize).toBe('string');

    // A visitor on the market page: no token, and no 401 (that client logs out on any 401).
    const limits = (await call('GET', 'Odds/GetUserLimits?eventId=1003', { token: null })).result;
    expect(object((limits as unknown[])[0]).runnnerId).toBeDefined();

    const before = object((await call('GET', 'Bet/GetUserOpenBets', { token: TOKEN })).result);
    const placed = (
      await call('POST', 'Bet/PlaceBet', {
        body: {
          placeTime: null,
          type: 1,
          rate: Number(runner.backPrice),
          stake: 1000,
          fancyValue: 0,
          runnerId: runner.id,
          marketId: runner.marketId,
          eventId: 1003,
        },
        token: TOKEN,
      })
    ).result;
    expect(typeof placed).toBe('string');
    const after = object((await call('GET', 'Bet/GetUserOpenBets', { token: TOKEN })).result);
    expect((after.openBets as unknown[]).length).toBe((before.openBets as unknown[]).length + 1);
    expect(Number(after.exposure)).toBeGreaterThan(Number(before.exposure));
    const bet = object((after.openBets as unknown[])[0]);
    for (const key of ['betId', 'eventId', 'betTitle', 'runnerName', 'marketName', 'betType', 'odds', 'stake', 'placeTime'])
      expect(bet[key], key).toBeDefined();

    expect(Array.isArray((await call('GET', 'Bet/GetUserExpectedProfitLoss', { token: TOKEN })).result)).toBe(true);
    const history = object(
      (await call('GET', 'api/services/app/Bet/GetUserBetHistory?Sorting=&MaxResultCount=10&SkipCount=0', { token: TOKEN })).result,
    );
    expect(isNumber(history.totalCount)).toBe(true);
    expect(Array.isArray(history.items)).toBe(true);
  });

  it('§1.7–1.9 UserStake with the values as typed, statements, and a deposit/withdrawal request answered with a message', async () => {
    await signedIn();
    const typed = ['100', '500', '1000', '2000', '3000', '4000', '5000', '150'].map((value, i) => ({ title: 'abcdefgh'[i], value }));
    expect(typeof (await call('POST', 'UserStake/Add', { body: typed, token: TOKEN })).result).toBe('string');

    const statement = object(
      (await call('GET', 'Transaction/GetHistory?From=2020-01-01&To=2099-12-31&Type=0&MaxResultCount=10&SkipCount=0', { token: TOKEN }))
        .result,
    );
    expect(Array.isArray(statement.items)).toBe(true);
    const row = (statement.items as Json[]).find((item) => item.id !== undefined);
    if (row) {
      expect(typeof row.credit).toBe('string');
      await call('GET', `Transaction/GetDetail?transactionId=${String(row.id)}`, { token: TOKEN });
    }

    const message = (
      await call('POST', 'DepositWithdrawal/CreateRequestForDepositWithdrawal', {
        body: { type: '2', amount: 500, paymentMethod: 'Paytm', imageUrl: null, payTmName: '9812345678' },
        token: TOKEN,
      })
    ).result;
    expect(typeof message).toBe('string');
    expect(String(message)).not.toBe('');
    const page = object(
      (
        await call('POST', 'DepositWithdrawal/GetDepositWithdrawals', {
          body: { maxResultCount: 10, skipCount: 0, sorting: null, filter: '', filterByUser: true, status: '0', type: '0' },
          token: TOKEN,
        })
      ).result,
    );
    expect(page.totalCount).toBeGreaterThan(0);
    await call('POST', 'DepositWithdrawal/PlayerRequests', { body: { maxResultCount: 10, skipCount: 0 }, token: TOKEN });
  });

  it('§1.11–1.12 casino games, score card and video link', async () => {
    await signedIn();
    await control.setState('a match is streamed live', { eventId: 3001, dreamEventId: 33001, channel: '1021' });
    expect(Array.isArray((await call('GET', 'api/InternationalCasino/GetGames', { token: TOKEN })).result)).toBe(true);
    expect(typeof (await call('GET', 'api/services/app/Sport/GetScoreCard?DreamEventId=33001', { token: TOKEN })).result).toBe('string');
    expect(typeof (await call('GET', 'api/services/app/Sport/GetVideoLink', { token: TOKEN })).result).toBe('string');
  });
});
