import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authenticate,
  createDepositWithdrawalRequest,
  getDomainSetting,
  getPlayerProtection,
  getSessionSummary,
  placeBet,
  selfExclude,
  setProtectionLimit,
  setRealityCheck,
  takeTimeOut,
} from '@/api/generated/sdk.gen';
import type { DepositWithdrawalRequest, PlaceBetRequest } from '@/api/generated/types.gen';
import {
  abpSuccess,
  apiPact,
  bearer,
  jsonRequestHeaders,
  jsonResponseHeaders,
  PLAYER1,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// Safer gambling (our proposal; openapi ResponsibleGambling, AbpError.protection,
// DomainSetting.responsibleGambling): every interaction is pending until the family serves it.

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const signedIn = { token: PLAYER1_TOKEN } as const;
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const at = (example: string) => regex(DATE_TIME, example);

const noLimit = (period: string) => ({
  period,
  amount: null,
  used: number(0),
  left: null,
  resetsAt: at('2026-11-26T18:30:00.000Z'),
  pending: null,
});
/** A refusal by a protection rule: the code and the reason exact, the message by its start. */
const protectionFailure = (code: number, pattern: string, example: string, protection: Record<string, unknown>) => ({
  success: false,
  error: { code, message: regex(pattern, example), protection },
});

describe('ResponsibleGambling/GetProtection', () => {
  it('answers each period of the deposit and loss limits, with a raised limit waiting its 24 hours', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has a limit', { kind: 'DEPOSIT', period: 'WEEKLY', amount: 5000, raisedTo: 20000 })
      .uponReceiving('a protection settings load with a weekly deposit limit being raised')
      .withRequest('GET', '/api/services/app/ResponsibleGambling/GetProtection', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            depositLimits: [
              noLimit('DAILY'),
              {
                period: 'WEEKLY',
                amount: 5000,
                used: number(0),
                left: number(5000),
                resetsAt: at('2026-11-29T18:30:00.000Z'),
                pending: { amount: 20000, effectiveAt: at('2026-11-27T10:00:00.000Z') },
              },
              noLimit('MONTHLY'),
            ],
            lossLimits: eachLike(noLimit('DAILY'), 3),
            realityCheckMinutes: integer(30),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getPlayerProtection({ ...viaMockServer(mockServer) });
        expect(data.result.depositLimits[1]).toMatchObject({ amount: 5000, pending: { amount: 20000 } });
      });
  });
});

describe('ResponsibleGambling/SetLimit', () => {
  it('applies a lower deposit limit at once', async () => {
    storeSession();
    const body = { kind: 'DEPOSIT', period: 'DAILY', amount: 2000 } as const;
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has a limit', { kind: 'DEPOSIT', period: 'DAILY', amount: 5000 })
      .uponReceiving('a daily deposit limit lowered')
      .withRequest('POST', '/api/services/app/ResponsibleGambling/SetLimit', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            depositLimits: [
              {
                period: 'DAILY',
                amount: 2000,
                used: number(0),
                left: number(2000),
                resetsAt: at('2026-11-26T18:30:00.000Z'),
                pending: null,
              },
              noLimit('WEEKLY'),
              noLimit('MONTHLY'),
            ],
            lossLimits: eachLike(noLimit('DAILY'), 3),
            realityCheckMinutes: integer(30),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await setProtectionLimit({ ...viaMockServer(mockServer), body });
        expect(data.result.depositLimits[0]).toMatchObject({ amount: 2000, pending: null });
      });
  });
});

describe('ResponsibleGambling/SetRealityCheck', () => {
  it('keeps the interval the player chose', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a reality check every 15 minutes')
      .withRequest('POST', '/api/services/app/ResponsibleGambling/SetRealityCheck', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody({ intervalMinutes: 15 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            depositLimits: eachLike(noLimit('DAILY'), 3),
            lossLimits: eachLike(noLimit('DAILY'), 3),
            realityCheckMinutes: 15,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await setRealityCheck({ ...viaMockServer(mockServer), body: { intervalMinutes: 15 } });
        expect(data.result.realityCheckMinutes).toBe(15);
      });
  });
});

describe('ResponsibleGambling/GetSessionSummary', () => {
  it('answers the bets settled since the login and their net result', async () => {
    storeSession();
    const since = '2026-11-26T09:30:00.000Z';
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a reality check summary since the login')
      .withRequest('GET', '/api/services/app/ResponsibleGambling/GetSessionSummary', (b) => b.headers(bearer()).query({ since }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ since: at(since), settledBets: integer(0), netResult: number(0) })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getSessionSummary({ ...viaMockServer(mockServer), query: { since } });
        expect(data.result.settledBets).toBeGreaterThanOrEqual(0);
      });
  });
});

describe('ResponsibleGambling/TakeTimeOut and SelfExclude', () => {
  it('starts a time-out and says when it ends', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a one-week time-out')
      .withRequest('POST', '/api/services/app/ResponsibleGambling/TakeTimeOut', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody({ length: 'WEEK' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ kind: 'TIME_OUT', until: at('2026-12-03T10:00:00.000Z') })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await takeTimeOut({ ...viaMockServer(mockServer), body: { length: 'WEEK' } });
        expect(data.result.kind).toBe('TIME_OUT');
      });
  });

  it('starts a self-exclusion and says when it ends', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a six-month self-exclusion')
      .withRequest('POST', '/api/services/app/ResponsibleGambling/SelfExclude', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody({ length: 'SIX_MONTHS' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ kind: 'SELF_EXCLUSION', until: at('2027-05-26T10:00:00.000Z') })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await selfExclude({ ...viaMockServer(mockServer), body: { length: 'SIX_MONTHS' } });
        expect(data.result.kind).toBe('SELF_EXCLUSION');
      });
  });
});

describe('refusals the protection rules make (AbpError.protection)', () => {
  it('refuses a deposit over what the limit leaves, with the amount left and the reset', async () => {
    storeSession();
    const body: DepositWithdrawalRequest = {
      type: '1',
      amount: 5000,
      paymentMethod: 'Upi',
      imageUrl: 'https://cdn.exchange.example/uploads/a.png',
    };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has a limit', { kind: 'DEPOSIT', period: 'DAILY', amount: 1000 })
      .uponReceiving('a deposit request over the daily deposit limit')
      .withRequest('POST', '/DepositWithdrawal/CreateRequestForDepositWithdrawal', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body),
      )
      .willRespondWith(500, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          protectionFailure(
            4201,
            '^Deposit limit reached: you can deposit 1,000 more until .+$',
            'Deposit limit reached: you can deposit 1,000 more until Friday, 27 November 2026 at 12:00 am IST.',
            {
              reason: 'DEPOSIT_LIMIT',
              period: 'DAILY',
              amountLeft: 1000,
              resetsAt: at('2026-11-26T18:30:00.000Z'),
            },
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const error = await rejection(createDepositWithdrawalRequest({ ...viaMockServer(mockServer), body }));
        expect(error.message).toMatch(/^Deposit limit reached/);
      });
  });

  it('refuses a bet whose worst case is more than the loss limit leaves', async () => {
    storeSession();
    const body: PlaceBetRequest = {
      eventId: 1003,
      marketId: 100301,
      runnerId: 1003011,
      type: 1,
      rate: 2.5,
      stake: 1000,
      fancyValue: 0,
      placeTime: null,
    };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has a limit', { kind: 'LOSS', period: 'DAILY', amount: 500 })
      .uponReceiving('a bet over the daily loss limit')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(500, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          protectionFailure(
            4202,
            '^Loss limit reached: your loss limit leaves 500 until .+$',
            'Loss limit reached: your loss limit leaves 500 until Friday, 27 November 2026 at 12:00 am IST.',
            {
              reason: 'LOSS_LIMIT',
              period: 'DAILY',
              amountLeft: 500,
              resetsAt: at('2026-11-26T18:30:00.000Z'),
            },
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const error = await rejection(placeBet({ ...viaMockServer(mockServer), body }));
        expect(error.message).toMatch(/^Loss limit reached/);
      });
  });

  it('refuses login during a time-out, naming its end', async () => {
    const body = { userNameOrEmailAddress: PLAYER1.userName, password: PLAYER1.password, rememberClient: true };
    await pact
      .addInteraction()
      .pending()
      .given('player1 exists')
      .given('player1 is taking a break', { kind: 'TIME_OUT', until: '2099-01-01T00:00:00Z' })
      .uponReceiving('a login of player1 during a time-out')
      .withRequest('POST', '/Account/Authenticate', (b) => b.headers(jsonRequestHeaders).jsonBody(body))
      .willRespondWith(500, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          success: false,
          error: {
            code: 4203,
            message: string('You are taking a break until Thursday, 1 January 2099 at 5:30 am IST.'),
            protection: { reason: 'TIME_OUT', until: at('2099-01-01T00:00:00.000Z') },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const error = await rejection(authenticate({ ...viaMockServer(mockServer), body }));
        expect(error.message).toMatch(/^You are taking a break until/);
      });
  });
});

describe('api/Setting/GetDomainSetting responsibleGambling', () => {
  it("answers what the brand's Safer gambling page links to", async () => {
    await pact
      .addInteraction()
      .pending()
      .given('brand settings exist', { domain: 'localhost', allowSignUp: true, skipVerification: false, siteSuspended: false })
      .uponReceiving('a domain settings load with the Safer gambling settings')
      .withRequest('GET', '/api/Setting/GetDomainSetting')
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            domainTitle: string('Exchange Local'),
            siteSuspended: false,
            allowSignUp: boolean(true),
            skipVerification: boolean(false),
            responsibleGambling: {
              helpOrganisations: eachLike({ name: string('GamCare'), url: regex('^https://.+$', 'https://www.gamcare.org.uk') }),
              limitsHotline: string('+91 98000 00005'),
              realityCheckOffAllowed: boolean(true),
            },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getDomainSetting({ ...viaMockServer(mockServer) });
        expect(data.result.responsibleGambling?.helpOrganisations?.length).toBeGreaterThan(0);
      });
  });
});
