// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, INTERNAL_SERVER_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { credentialFields } from '@/api/generated/credentials.gen';
import {
  authenticate,
  changePassword,
  getAccessTokenValidateTime,
  getSiteConfig,
  getTransactionHistory,
  getUserOpenBets,
  refreshToken,
  register,
  verificationUser,
} from '@/api/generated/sdk.gen';
import { inFlightSnapshot, resetInFlight } from '@/api/in-flight';
import { installApiRuntime } from '@/api/runtime';
import { onSessionEnded } from '@/api/session-ended';
import { remove, storageKeys, writeString } from '@/lib/storage';
import { HTML_ERROR_PAGE } from '../../mocks/faults';
import { envelope, failure, json } from '../support/api-responses';

// The runtime installed on the real generated client; the network is a fake fetch per call, so each
// row of the error catalogue (docs/product.md §8) is one response.

const API = 'http://api.test'; // VITE_API_BASE_URL in .env.test

const openBets = { balance: 100000, exposure: 0, openBets: [] };

/** A fetch that records the request it got and answers with `answer`. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    seen.push(request);
    return answer();
  });
  return { fetch, seen };
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

let uninstall: () => void;
beforeAll(() => {
  uninstall = installApiRuntime();
});
afterAll(() => uninstall());
beforeEach(() => resetInFlight());

describe('error mapping (docs/product.md §8)', () => {
  it.each<[string, () => Response | Promise<Response>, Partial<ApiError>]>([
    [
      'HTTP 500 with an ABP error uses its message',
      () => json(failure('Insufficient balance'), { status: 500 }),
      { kind: 'server', message: 'Insufficient balance', status: 500 },
    ],
    [
      'HTTP 500 with a text body uses the body',
      () => new Response('Database is down', { status: 500 }),
      { kind: 'server', message: 'Database is down' },
    ],
    [
      'HTTP 500 with no body uses the status text',
      () => new Response('', { status: 500, statusText: 'Server Melted' }),
      { kind: 'server', message: 'Server Melted' },
    ],
    [
      'HTTP 500 with nothing at all says Internal Server Error',
      () => new Response('', { status: 500, statusText: '' }),
      { kind: 'server', message: INTERNAL_SERVER_ERROR_MESSAGE },
    ],
    // The data as plain text of bounded length (an HTML error page, a stack trace).
    [
      'HTTP 500 with an HTML error page uses its words, without markup or stack trace, bounded',
      () => new Response(HTML_ERROR_PAGE, { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'text/html' } }),
      {
        kind: 'server',
        message:
          "Server Error in '/' Application. Object reference not set to an instance of an object. Description: An unhandled exception occurred during the execution of the current web request. Please review the…",
      },
    ],
    [
      'HTTP 500 with a stack trace in the ABP message keeps the message only',
      () =>
        json(
          failure(
            'Object reference not set to an instance of an object.\r\n   at Exchange.Bets.Place(Input i) in C:\\src\\Bets.cs:line 12',
          ),
          { status: 500 },
        ),
      { kind: 'server', message: 'Object reference not set to an instance of an object.' },
    ],
    [
      'HTTP 500 with a long text body is cut at 200 characters',
      () => new Response('Database is down. '.repeat(30), { status: 500 }),
      { kind: 'server', message: `${'Database is down. '.repeat(11).trim()}…` },
    ],
    [
      'HTTP 500 with markup only uses the status text',
      () => new Response('<html><body><br></body></html>', { status: 500, statusText: 'Bad Gateway' }),
      { kind: 'server', message: 'Bad Gateway' },
    ],
    [
      'HTTP 400 uses the error message',
      () => json(failure('Your request is not valid!'), { status: 400 }),
      { kind: 'http', message: 'Your request is not valid!', status: 400 },
    ],
    [
      'HTTP 404 with a result text uses the result',
      () => json({ success: false, result: 'No such market', error: null }, { status: 404 }),
      { kind: 'http', message: 'No such market' },
    ],
    [
      'HTTP 404 with nothing says the status code',
      () => new Response('', { status: 404 }),
      { kind: 'http', message: 'Request failed with status code 404' },
    ],
    [
      'HTTP 200 with success:false is a failure',
      () => json(failure('Market is suspended')),
      { kind: 'rejected', message: 'Market is suspended', status: 200 },
    ],
  ])('%s', async (_name, answer, expected) => {
    const { fetch } = fakeFetch(answer);
    const error = await failureOf(getUserOpenBets({ fetch }));
    expect(error).toMatchObject({ ...expected, operation: 'GET /Bet/GetUserOpenBets' });
  });

  it('a network failure says to check the connection', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(getUserOpenBets({ fetch }));
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('a cancelled request is reported as aborted, not as a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await failureOf(getUserOpenBets({ fetch }));
    expect(error).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
  });

  it('a response that breaks the schema is its own kind, naming the operation and the path', async () => {
    const { fetch } = fakeFetch(() => json(envelope({ ...openBets, balance: 'lots' })));
    const error = await failureOf(getUserOpenBets({ fetch }));
    expect(error.kind).toBe('schema');
    expect(error.operation).toBe('GET /Bet/GetUserOpenBets');
    expect(error.issues.map((issue) => issue.path)).toContain('result.balance');
    expect(error.message).toContain('GET /Bet/GetUserOpenBets');
    expect(error.message).toContain('result.balance');
  });
});

describe('the session-ended event (docs/product.md §4)', () => {
  it('fires on a 401 from a protected call', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const { fetch } = fakeFetch(() => json(failure('Current user did not login to the application!'), { status: 401 }));
    const error = await failureOf(getUserOpenBets({ fetch }));
    stop();
    expect(error.kind).toBe('unauthorized');
    expect(ended).toHaveBeenCalledWith('unauthorized');
  });

  it('does not fire on a 401 from Authenticate: that is a refused login', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const { fetch } = fakeFetch(() => json(failure('Invalid user name or password'), { status: 401 }));
    const error = await failureOf(authenticate({ fetch, body: { userNameOrEmailAddress: 'a', password: 'b' } }));
    stop();
    expect(error).toMatchObject({ kind: 'unauthorized', message: 'Invalid user name or password' });
    expect(ended).not.toHaveBeenCalled();
  });

  it('does not fire on a 401 to a request that carried an older token than the stored one', async () => {
    writeString(storageKeys.accessToken, 'token-before-login');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    // The request leaves with the old token; a login stores a new one before its answer comes back.
    const late = fakeFetch(() => {
      writeString(storageKeys.accessToken, 'token-after-login');
      return json(failure('Current user did not login to the application!'), { status: 401 });
    });
    const error = await failureOf(getUserOpenBets({ fetch: late.fetch }));
    expect(late.seen[0]?.headers.get('Authorization')).toBe('Bearer token-before-login');
    expect(error.kind).toBe('unauthorized');
    // Nor when the same late answer is a 200 whose result says the user is not logged in.
    const lateResult = fakeFetch(() => {
      writeString(storageKeys.accessToken, 'token-after-refresh');
      return json({ success: false, result: 'Current user did not login to the application!', error: null });
    });
    await failureOf(getUserOpenBets({ fetch: lateResult.fetch }));
    expect(ended).not.toHaveBeenCalled();

    // A 401 to the token stored now still ends the session.
    const current = fakeFetch(() => json(failure('Current user did not login to the application!'), { status: 401 }));
    await failureOf(getUserOpenBets({ fetch: current.fetch }));
    stop();
    remove(storageKeys.accessToken);
    expect(current.seen[0]?.headers.get('Authorization')).toBe('Bearer token-after-refresh');
    expect(ended).toHaveBeenCalledExactlyOnceWith('unauthorized');
  });

  it("fires when a result says 'user did not login to the application!'", async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const { fetch } = fakeFetch(() => json({ success: false, result: 'Current user did not login to the application!', error: null }));
    await failureOf(getUserOpenBets({ fetch }));
    stop();
    expect(ended).toHaveBeenCalledWith('not-logged-in');
  });
});

describe('outgoing requests', () => {
  it('go to the stored baseUrl when there is one, else the configured one', async () => {
    const first = fakeFetch(() => json(envelope(openBets)));
    await getUserOpenBets({ fetch: first.fetch });
    expect(first.seen[0]?.url).toBe(`${API}/Bet/GetUserOpenBets`);

    writeString(storageKeys.baseUrl, 'https://brand-api.example');
    const second = fakeFetch(() => json(envelope(openBets)));
    await getUserOpenBets({ fetch: second.fetch });
    expect(second.seen[0]?.url).toBe('https://brand-api.example/Bet/GetUserOpenBets');
    localStorage.clear();
    writeString(storageKeys.baseUrl, API);
  });

  it('carry the stored bearer token on protected calls only', async () => {
    writeString(storageKeys.accessToken, 'token-123');
    const protectedCall = fakeFetch(() => json(envelope(openBets)));
    await getUserOpenBets({ fetch: protectedCall.fetch });
    expect(protectedCall.seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');

    const login = fakeFetch(() => json(failure('x'), { status: 500 }));
    await failureOf(authenticate({ fetch: login.fetch, body: { userNameOrEmailAddress: 'a', password: 'b' } }));
    expect(login.seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('are stripped of HTML and SQL in bodies and queries for API calls', async () => {
    const registration = fakeFetch(() => json(envelope({ domain: 'localhost' })));
    await register({
      fetch: registration.fetch,
      body: { userName: "<b>bob</b>';drop table", password: 'Secret@123', confirmPassword: 'Secret@123', mobile: '9876543210' },
    });
    expect(await registration.seen[0]?.json()).toEqual({
      userName: 'bob ',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      mobile: '9876543210',
    });

    const statement = fakeFetch(() => json(envelope({ totalCount: 0, items: [] })));
    await getTransactionHistory({ fetch: statement.fetch, query: { From: '2026-11-01', To: '2026-11-21', Sorting: 'date;--' } });
    const url = new URL(statement.seen[0]?.url ?? '');
    expect(url.searchParams.get('Sorting')).toBe('date');
    expect(url.searchParams.get('From')).toBe('2026-11-01');
  });

  it('leave credentials exactly as given, and still clean the text beside them', async () => {
    const signIn = fakeFetch(() => json(failure('x'), { status: 500 }));
    await failureOf(authenticate({ fetch: signIn.fetch, body: { userNameOrEmailAddress: "o'neil", password: "Update@2024'--;" } }));
    expect(await signIn.seen[0]?.json()).toEqual({ userNameOrEmailAddress: 'oneil', password: "Update@2024'--;" });

    const registration = fakeFetch(() => json(envelope({ domain: 'localhost' })));
    await register({
      fetch: registration.fetch,
      body: { userName: 'drop me', password: 'Select#123', confirmPassword: 'Select#123', mobile: '9876543210' },
    });
    expect(await registration.seen[0]?.json()).toEqual({
      userName: ' me',
      password: 'Select#123',
      confirmPassword: 'Select#123',
      mobile: '9876543210',
    });

    const change = fakeFetch(() => json(envelope('Password Changed Successfully')));
    await changePassword({ fetch: change.fetch, body: { currentPassword: "O'Brien@1", newPassword: 'Drop@1234' } });
    expect(await change.seen[0]?.json()).toEqual({ currentPassword: "O'Brien@1", newPassword: 'Drop@1234' });

    const otp = fakeFetch(() => json(failure('x'), { status: 500 }));
    await failureOf(
      verificationUser({ fetch: otp.fetch, body: { userName: 'a;b', mobile: '9876543210', domain: 'localhost', otp: '123456' } }),
    );
    expect(await otp.seen[0]?.json()).toMatchObject({ userName: 'ab', otp: '123456' });
  });

  it('send a refresh token holding "--" in the query as it is', async () => {
    const token = 'eyJ0eXAiOiJSVCJ9.Zm9v--YmFy_from-where';
    const refresh = fakeFetch(() => json(envelope({ accessToken: 'new', expireInSeconds: 60 })));
    await refreshToken({ fetch: refresh.fetch, query: { refreshToken: token } });
    expect(new URL(refresh.seen[0]?.url ?? '').searchParams.get('refreshToken')).toBe(token);
  });

  it('GetAccessTokenValidateTime carries the token as the bearer, with nothing in the URL', async () => {
    writeString(storageKeys.accessToken, 'stored--token');
    const check = fakeFetch(() => json(envelope(5)));
    await getAccessTokenValidateTime({ fetch: check.fetch });
    expect(check.seen[0]?.url).toBe(`${API}/Account/GetAccessTokenValidateTime`);
    expect(check.seen[0]?.headers.get('Authorization')).toBe('Bearer stored--token');
  });

  it('the credential list is the OpenAPI marks: passwords, OTP, tokens and secrets', () => {
    expect(credentialFields).toEqual({
      'POST /Account/Authenticate': { body: ['password'], query: [] },
      'POST /Account/Register': { body: ['password', 'confirmPassword'], query: [] },
      'POST /Account/VerificationUser': { body: ['otp'], query: [] },
      'GET /Account/RefreshToken': { body: [], query: ['refreshToken'] },
      // The family's older clients send the token in the query (the app sends it as the bearer).
      'POST /Account/GetAccessTokenValidateTime': { body: [], query: ['accessToken'] },
      'POST /Account/changePassword': { body: ['currentPassword', 'newPassword'], query: [] },
      'POST /api/v1/token/token': { body: ['client_secret', 'code'], query: [] },
    });
  });

  it('to absolute hosts (the CDN) are left alone', async () => {
    const cdn = fakeFetch(() => json({ domain: 'x' }));
    await getSiteConfig({ fetch: cdn.fetch, baseUrl: 'https://cdn.example', path: { siteFile: 'test.json' }, query: { t: 1 } });
    expect(cdn.seen[0]?.url).toBe('https://cdn.example/site-settings/test.json?t=1');
  });
});

describe('responses', () => {
  it('from other hosts come back as they were sent', async () => {
    const html = fakeFetch(() => json({ domain: '<b>brand</b>', slideDataImg: [] }));
    const site = await getSiteConfig({ fetch: html.fetch, baseUrl: 'https://cdn.example', path: { siteFile: 'test.json' } });
    expect(site.data?.domain).toBe('<b>brand</b>'); // absolute host: untouched
  });

  it('strip markup out of API strings', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        envelope({
          ...openBets,
          openBets: [
            {
              betId: 1,
              eventId: 2,
              marketId: 3,
              betTitle: '<img src=x onerror=alert(1)>India v Australia',
              marketName: 'Match Odds',
              marketTypeName: 'match_odd',
              betType: 'Back',
              odds: 1.9,
              stake: 100,
              placeTime: '2026-11-21T10:00:00',
            },
          ],
        }),
      ),
    );
    const result = await getUserOpenBets({ fetch });
    expect(result.data?.result.openBets[0]?.betTitle).toBe('India v Australia');
  });
});

describe('the in-flight list', () => {
  it('holds an ordinary call while it runs and leaves out polled ones', async () => {
    vi.useFakeTimers();
    try {
      const history = fakeFetch(() => json(envelope({ totalCount: 0, items: [] })));
      await getTransactionHistory({ fetch: history.fetch, query: { From: '2026-11-01', To: '2026-11-21' } });
      expect(inFlightSnapshot().map((entry) => entry.operation)).toEqual(['GET /Transaction/GetHistory']);
      vi.advanceTimersByTime(1000);
      expect(inFlightSnapshot()).toHaveLength(0);

      const polled = fakeFetch(() => json(envelope(openBets)));
      await getUserOpenBets({ fetch: polled.fetch });
      expect(inFlightSnapshot()).toHaveLength(0);

      const failing = fakeFetch(() => json(failure('nope'), { status: 500 }));
      await failureOf(getTransactionHistory({ fetch: failing.fetch, query: { From: '2026-11-01', To: '2026-11-21' } }));
      expect(inFlightSnapshot()).toHaveLength(1);
      vi.advanceTimersByTime(100);
      expect(inFlightSnapshot()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go of a call cancelled while its body is still arriving (no interceptor runs then)', async () => {
    const controller = new AbortController();
    let answered = false;
    // Headers arrive, the body never ends: the runtime is reading it when the screen goes away.
    const stalled = fakeFetch(() => {
      answered = true;
      return new Response(new ReadableStream({ start: () => undefined }), { headers: { 'Content-Type': 'application/json' } });
    });
    const call = getTransactionHistory({
      fetch: stalled.fetch,
      query: { From: '2026-11-01', To: '2026-11-21' },
      signal: controller.signal,
    });
    call.catch(() => undefined);
    await vi.waitFor(() => expect(answered).toBe(true));
    expect(inFlightSnapshot().map((entry) => entry.operation)).toEqual(['GET /Transaction/GetHistory']);
    controller.abort();
    await vi.waitFor(() => expect(inFlightSnapshot()).toHaveLength(0));
  });
});
