import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import * as schemas from '../../src/api/generated/zod.gen';
import { createSeed, getState, resetDb } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { setBetDelayScale } from '../../mocks/runtime-settings';

// Every answer the seeded mock gives must satisfy the generated response schema of its operation:
// the mock is typed by the OpenAPI file, and this is where drift would show.

const API = 'http://api.test';
const PLAYER2 = 'mock-at-3-0';
const PLAYER1 = 'mock-at-2-0';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  schema: z.ZodType;
  token?: string;
  body?: unknown;
  origin?: string;
}

function sample(): Call[] {
  const state = getState();
  const calls: Call[] = [
    {
      name: 'Authenticate',
      method: 'POST',
      path: '/Account/Authenticate',
      schema: schemas.zAuthenticateResponse,
      body: { userNameOrEmailAddress: 'player2', password: 'Player@123' },
    },
    { name: 'LoginAsDemoUser', method: 'GET', path: '/Account/LoginAsDemoUser', schema: schemas.zLoginAsDemoUserResponse },
    {
      name: 'Register',
      method: 'POST',
      path: '/Account/Register',
      schema: schemas.zRegisterResponse,
      body: { userName: 'schema1', password: 'Secret@123', confirmPassword: 'Secret@123', mobile: '+919812345678' },
    },
    {
      name: 'ResendVerificationCode',
      method: 'POST',
      path: '/Account/ResendVerificationCode',
      schema: schemas.zResendVerificationCodeResponse,
      body: { userName: 'schema1', mobile: '+919812345678', domain: 'default' },
    },
    {
      name: 'VerificationUser',
      method: 'POST',
      path: '/Account/VerificationUser',
      schema: schemas.zVerificationUserResponse,
      body: { userName: 'schema1', mobile: '+919812345678', domain: 'default', otp: '123456' },
    },
    {
      name: 'GetAccessTokenValidateTime',
      method: 'POST',
      path: '/Account/GetAccessTokenValidateTime',
      schema: schemas.zGetAccessTokenValidateTimeResponse,
      token: PLAYER2,
    },
    { name: 'RefreshToken', method: 'GET', path: '/Account/RefreshToken?refreshToken=mock-rt-3-0', schema: schemas.zRefreshTokenResponse },
    {
      name: 'GetUserLoginAttempts',
      method: 'POST',
      path: '/Account/GetUserLoginAttempts?MaxResultCount=10&SkipCount=0',
      schema: schemas.zGetUserLoginAttemptsResponse,
      token: PLAYER2,
    },
    { name: 'GetPaymentInfo', method: 'GET', path: '/Account/GetPaymentInfo', schema: schemas.zGetPaymentInfoResponse, token: PLAYER2 },
    {
      name: 'changePassword',
      method: 'POST',
      path: '/Account/changePassword',
      schema: schemas.zChangePasswordResponse,
      token: PLAYER1,
      body: { currentPassword: 'Player@123', newPassword: 'Player@456' },
    },
    {
      name: 'token',
      method: 'POST',
      path: '/api/v1/token/token',
      schema: schemas.zExchangeAuthorizationCodeResponse,
      body: {
        client_user: 'exchange-web-dev',
        client_secret: 'dev-only-secret',
        redirect_uri: 'http://localhost:5173/',
        grant_type: 'authorization_code',
        code: 'mock-code-player2',
      },
    },
    {
      name: 'GetSettingExpiry',
      method: 'GET',
      path: '/api/setting/GetSettingExpiry?domain=localhost',
      schema: schemas.zGetSettingExpiryResponse,
    },
    { name: 'GetSetting', method: 'GET', path: '/Setting/GetSetting?name=oddsFormat', schema: schemas.zGetSettingResponse, token: PLAYER2 },
    { name: 'TreeSportWithEvent (visitor)', method: 'GET', path: '/Event/TreeSportWithEvent', schema: schemas.zGetSportTreeResponse },
    {
      name: 'TreeSportWithEvent (player)',
      method: 'GET',
      path: '/Event/TreeSportWithEvent',
      schema: schemas.zGetSportTreeResponse,
      token: PLAYER2,
    },
    { name: 'Closest', method: 'GET', path: '/Event/Closest?count=5', schema: schemas.zGetClosestEventsResponse },
    {
      name: 'GetUserExpectedProfitLoss',
      method: 'GET',
      path: '/Bet/GetUserExpectedProfitLoss',
      schema: schemas.zGetUserExpectedProfitLossResponse,
      token: PLAYER2,
    },
    { name: 'GetUserOpenBets', method: 'GET', path: '/Bet/GetUserOpenBets', schema: schemas.zGetUserOpenBetsResponse, token: PLAYER2 },
    {
      name: 'GetUserBetHistory',
      method: 'POST',
      path: '/Bet/GetUserBetHistory',
      schema: schemas.zGetUserBetHistoryResponse,
      token: PLAYER2,
      body: { maxResultCount: 100, skipCount: 0 },
    },
    { name: 'GetTopTenWinners', method: 'GET', path: '/Bet/GetTopTenWinners/20', schema: schemas.zGetTopWinnersResponse },
    { name: 'GetByUser', method: 'GET', path: '/UserStake/GetByUser', schema: schemas.zGetUserStakesResponse, token: PLAYER2 },
    {
      name: 'GetDepositWithdrawals',
      method: 'POST',
      path: '/DepositWithdrawal/GetDepositWithdrawals',
      schema: schemas.zGetDepositWithdrawalsResponse,
      token: PLAYER2,
      body: { maxResultCount: 100, skipCount: 0, status: '0', type: '0' },
    },
    {
      name: 'PlayerRequests',
      method: 'POST',
      path: '/DepositWithdrawal/PlayerRequests',
      schema: schemas.zGetPlayerRequestsResponse,
      token: PLAYER2,
      body: { maxResultCount: 10, skipCount: 0 },
    },
    {
      name: 'GetUserWithdrawalHistory',
      method: 'GET',
      path: '/DepositWithdrawal/GetUserWithdrawalHistory',
      schema: schemas.zGetUserWithdrawalHistoryResponse,
      token: PLAYER2,
    },
    { name: 'GetBonuses', method: 'GET', path: '/Bonus/GetBonuses', schema: schemas.zGetBonusesResponse, token: PLAYER2 },
    { name: 'Claim', method: 'GET', path: '/Bonus/Claim?bonusId=2', schema: schemas.zClaimBonusResponse, token: PLAYER2 },
    { name: 'GetGames', method: 'GET', path: '/api/InternationalCasino/GetGames', schema: schemas.zGetCasinoGamesResponse },
    {
      name: 'lotus login',
      method: 'POST',
      path: '/lotus/api/auth/login',
      schema: schemas.zCasinoLotusLoginResponse,
      body: { token: 'mock-casino-3', gameId: 'teen-patti', platform: 'mobile' },
    },
    {
      name: 'aura token',
      method: 'POST',
      path: '/aura/api/token',
      schema: schemas.zCasinoAuraTokenResponse,
      body: { token: 'mock-casino-3', gameId: 'roulette' },
    },
    { name: 'royal login', method: 'POST', path: '/royal/login', schema: schemas.zCasinoRoyalLoginResponse, token: 'mock-casino-3' },
    {
      name: 'GetVideoLink (no query, as the older clients)',
      method: 'GET',
      path: '/api/services/app/Sport/GetVideoLink',
      schema: schemas.zGetVideoLinkResponse,
      token: PLAYER2,
    },
    { name: 'client ip', method: 'GET', path: '/client-ip?format=json', schema: schemas.zGetClientIpResponse },
    {
      name: 'deposit',
      method: 'POST',
      path: '/DepositWithdrawal/CreateDeposit',
      schema: schemas.zCreateDepositResponse,
      token: PLAYER2,
      body: { amount: 1000, paymentMethod: 'Upi', imageUrl: 'https://cdn.exchange.example/uploads/x.png' },
    },
    {
      name: 'withdrawal',
      method: 'POST',
      path: '/DepositWithdrawal/CreateWithdrawal',
      schema: schemas.zCreateWithdrawalResponse,
      token: PLAYER2,
      body: {
        amount: 1000,
        paymentMethod: 'Imps',
        accountNumber: '001234567890',
        accountHolderName: 'Player Two',
        ifsC_Code: 'HDFC0001234',
      },
    },
    {
      name: 'combined request',
      method: 'POST',
      path: '/DepositWithdrawal/CreateRequestForDepositWithdrawal',
      schema: schemas.zCreateDepositWithdrawalRequestResponse,
      token: PLAYER2,
      body: { type: '2', amount: 500, paymentMethod: 'Paytm', payTmName: '9876543211' },
    },
    {
      name: 'stakes',
      method: 'POST',
      path: '/UserStake/Add',
      schema: schemas.zAddUserStakesResponse,
      token: PLAYER2,
      body: Array.from({ length: 8 }, (_, i) => ({ title: `${i + 1}k`, value: (i + 1) * 1000 })),
    },
    {
      name: 'place bet (upcoming match odds)',
      method: 'POST',
      path: '/Bet/PlaceBetV2',
      schema: schemas.zPlaceBetResponse,
      token: PLAYER2,
      body: { eventId: 1003, marketId: 100301, runnerId: 1003011, type: 1, rate: 2.5, stake: 100, fancyValue: 0, placeTime: null },
    },
  ];
  for (const brand of state.brands.keys()) {
    calls.push({
      name: `GetDomainSetting ${brand}`,
      method: 'GET',
      path: '/api/Setting/GetDomainSetting',
      schema: schemas.zGetDomainSettingResponse,
      origin: `http://${brand}:5173`,
    });
  }
  for (const sport of state.sports) {
    calls.push({
      name: `GetBySportName ${sport.name}`,
      method: 'GET',
      path: `/event/GetBySportName?sportName=${sport.name}`,
      schema: schemas.zGetEventsBySportNameResponse,
    });
  }
  for (const event of state.events) {
    calls.push(
      {
        name: `GetUserOddsV2 ${event.id}`,
        method: 'GET',
        path: `/Odds/GetUserOddsV2?eventId=${event.id}`,
        schema: schemas.zGetUserOddsResponse,
      },
      {
        name: `GetUserLimits ${event.id}`,
        method: 'GET',
        path: `/Odds/GetUserLimits?eventId=${event.id}`,
        schema: schemas.zGetUserLimitsResponse,
        token: PLAYER2,
      },
      {
        name: `GetByEventId ${event.id}`,
        method: 'GET',
        path: `/Market/GetByEventId?eventId=${event.id}`,
        schema: schemas.zGetMarketsByEventIdResponse,
      },
      {
        name: `GetUserExpectedProfitLoss ${event.id}`,
        method: 'GET',
        path: `/Bet/GetUserExpectedProfitLoss?eventId=${event.id}`,
        schema: schemas.zGetUserExpectedProfitLossResponse,
        token: PLAYER2,
      },
    );
    if (event.dreamEventId) {
      calls.push({
        name: `GetScoreCard ${event.dreamEventId}`,
        method: 'GET',
        path: `/api/services/app/Sport/GetScoreCard?DreamEventId=${event.dreamEventId}`,
        schema: schemas.zGetScoreCardResponse,
        token: PLAYER2,
      });
    }
  }
  for (const row of state.transactions.filter((item) => item.userId === 3)) {
    calls.push({
      name: `GetDetail ${row.id}`,
      method: 'GET',
      path: `/Transaction/GetDetail?transactionId=${row.id}`,
      schema: schemas.zGetTransactionDetailResponse,
      token: PLAYER2,
    });
  }
  calls.push({
    name: 'GetHistory (30 days)',
    method: 'GET',
    path: '/Transaction/GetHistory?From=2000-01-01&To=2100-01-01&MaxResultCount=100',
    schema: schemas.zGetTransactionHistoryResponse,
    token: PLAYER2,
  });
  for (const file of state.siteConfigs.keys()) {
    calls.push({
      name: `site config ${file}`,
      method: 'GET',
      path: `/site-settings/${file}?t=1763700000000`,
      schema: schemas.zGetSiteConfigResponse,
    });
  }
  for (const file of state.gameLists.keys()) {
    calls.push({ name: `game list ${file}`, method: 'GET', path: `/game-lists/${file}`, schema: schemas.zGetGameListFileResponse });
  }
  return calls;
}

async function call(entry: Call): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (entry.token) headers.Authorization = `Bearer ${entry.token}`;
  if (entry.origin) headers.Origin = entry.origin;
  const request = new Request(`${API}${entry.path}`, {
    method: entry.method,
    headers,
    body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler answered ${entry.method} ${entry.path}`);
  return { status: response.status, body: await response.json() };
}

describe('every seeded response satisfies its generated response schema', () => {
  beforeAll(() => {
    setBetDelayScale(0);
    resetDb();
  });

  it('answers every operation with a body its z<Op>Response accepts', async () => {
    const failures: string[] = [];
    const calls = sample();
    for (const entry of calls) {
      const { status, body } = await call(entry);
      const parsed = entry.schema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        failures.push(`${entry.name}: HTTP ${status} ${parsed.success ? JSON.stringify(body).slice(0, 200) : parsed.error.message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(100);
  });
});

describe('the seed', () => {
  // Maps become entry lists; the rng (a closure) is left out by JSON itself.
  const snapshot = (nowMs: number): string =>
    JSON.stringify(createSeed(nowMs), (_key, value: unknown) => (value instanceof Map ? [...value.entries()] : value));

  it('is the same data for the same clock, and moves its dates with the clock', () => {
    const pinned = Date.parse('2026-11-21T12:00:00Z');
    expect(snapshot(pinned)).toBe(snapshot(pinned));
    expect(snapshot(pinned + 86_400_000)).not.toBe(snapshot(pinned));
  });

  it('keeps player2 statement balances consistent with the balance', () => {
    const state = createSeed(Date.parse('2026-11-21T12:00:00Z'));
    const rows = state.transactions.filter((row) => row.userId === 3);
    let running = 0;
    for (const row of rows) {
      running = Math.round((running + row.credit - row.debit) * 100) / 100;
      expect(row.balance).toBe(running);
    }
    expect(state.users.find((user) => user.id === 3)?.balance).toBe(running);
  });
});
