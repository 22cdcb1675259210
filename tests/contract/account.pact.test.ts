import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authenticate,
  changePassword,
  getAccessTokenValidateTime,
  getPaymentInfo,
  getUserLoginAttempts,
  loginAsDemoUser,
  refreshToken,
  register,
  resendVerificationCode,
  verificationUser,
} from '@/api/generated/sdk.gen';
import {
  abpFailure,
  abpSuccess,
  apiPact,
  bearer,
  jsonRequestHeaders,
  jsonResponseHeaders,
  PAYMENT_METHOD,
  PLAYER1,
  PLAYER1_REFRESH_TOKEN,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// Account calls of docs/product.md §7, driven through the generated SDK with the app's runtime installed
// (bearer from the stored session, outgoing sanitiser, failures mapped to ApiError), so the pact
// records what the app really sends and relies on.

const { boolean, eachLike, integer, number, string, regex } = MatchersV3;

const pact = apiPact();
withAppRuntime();

/** What the client stores after any login (docs/product.md §4 "Session"): tokens, expiry, user info, stakes. */
function signedInResult(userName: string) {
  return {
    accessToken: string(`eyJhbGciOiJIUzI1NiJ9.${userName}`),
    refreshToken: string(`rt-${userName}`),
    expireInSeconds: integer(86400),
    userName: string(userName),
    casinoToken: string(`casino-token-${userName}`),
    stakes: eachLike({ title: string('10k'), value: number(10000) }),
    balance: number(100000),
    exposure: number(0),
    football: boolean(true),
    tennis: boolean(true),
    cricket: boolean(true),
    horseRacing: boolean(true),
    kabaddi: boolean(true),
    casino: boolean(true),
  };
}

const NEW_PLAYER = { userName: 'newplayer', mobile: '+919812345678', domain: 'localhost', otp: '123456' } as const;

describe('Account/Authenticate', () => {
  it('signs player1 in with the right password', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a login of player1 with the right password')
      .withRequest('POST', '/Account/Authenticate', (b) =>
        b
          .headers(jsonRequestHeaders)
          .jsonBody({ userNameOrEmailAddress: PLAYER1.userName, password: PLAYER1.password, rememberClient: true }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(signedInResult('player1'))))
      .executeTest(async (mockServer) => {
        const { data } = await authenticate({
          ...viaMockServer(mockServer),
          body: { userNameOrEmailAddress: PLAYER1.userName, password: PLAYER1.password, rememberClient: true },
        });
        expect(data.success).toBe(true);
        expect(data.result.accessToken.length).toBeGreaterThan(0);
        expect(data.result.balance).toBe(100000);
      });
  });

  it('refuses a wrong password with the server message', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a login of player1 with a wrong password')
      .withRequest('POST', '/Account/Authenticate', (b) =>
        b.headers(jsonRequestHeaders).jsonBody({ userNameOrEmailAddress: PLAYER1.userName, password: 'Wrong@123', rememberClient: true }),
      )
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Invalid user name or password')))
      .executeTest(async (mockServer) => {
        const error = await rejection(
          authenticate({
            ...viaMockServer(mockServer),
            body: { userNameOrEmailAddress: PLAYER1.userName, password: 'Wrong@123', rememberClient: true },
          }),
        );
        expect(error.kind).toBe('server');
        expect(error.message).toBe('Invalid user name or password');
      });
  });
});

describe('Account/LoginAsDemoUser', () => {
  it('signs the demo user in without credentials', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a demo login')
      .withRequest('GET', '/Account/LoginAsDemoUser')
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(signedInResult('demo'))))
      .executeTest(async (mockServer) => {
        const { data } = await loginAsDemoUser({ ...viaMockServer(mockServer) });
        expect(data.success).toBe(true);
        expect(data.result.accessToken.length).toBeGreaterThan(0);
      });
  });
});

describe('Account/Register', () => {
  const body = { userName: NEW_PLAYER.userName, password: 'Secret@123', confirmPassword: 'Secret@123', mobile: NEW_PLAYER.mobile };

  it('registers a new player and answers the domain to verify on', async () => {
    await pact
      .addInteraction()
      .given('brand settings exist', { domain: NEW_PLAYER.domain, allowSignUp: true, skipVerification: false })
      .given('no player is named', { userName: NEW_PLAYER.userName })
      .uponReceiving('a registration of a new player')
      .withRequest('POST', '/Account/Register', (b) => b.headers(jsonRequestHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(
            abpSuccess({ userName: string(NEW_PLAYER.userName), mobile: string(NEW_PLAYER.mobile), domain: string(NEW_PLAYER.domain) }),
          ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await register({ ...viaMockServer(mockServer), body });
        expect(data.result.domain).toBe(NEW_PLAYER.domain);
      });
  });

  it('refuses a user name that is taken', async () => {
    const taken = { ...body, userName: PLAYER1.userName };
    await pact
      .addInteraction()
      .given('brand settings exist', { domain: NEW_PLAYER.domain, allowSignUp: true, skipVerification: false })
      .given('player1 exists')
      .uponReceiving('a registration with a taken user name')
      .withRequest('POST', '/Account/Register', (b) => b.headers(jsonRequestHeaders).jsonBody(taken))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure("User name 'player1' is already taken.")))
      .executeTest(async (mockServer) => {
        const error = await rejection(register({ ...viaMockServer(mockServer), body: taken }));
        expect(error.message).toBe("User name 'player1' is already taken.");
      });
  });
});

describe('Account/VerificationUser', () => {
  const body = { userName: NEW_PLAYER.userName, mobile: NEW_PLAYER.mobile, domain: NEW_PLAYER.domain, otp: NEW_PLAYER.otp };

  it('verifies a registration with the OTP and signs the player in', async () => {
    await pact
      .addInteraction()
      .given('a registration awaits its OTP', { ...NEW_PLAYER })
      .uponReceiving('a verification with the right OTP')
      .withRequest('POST', '/Account/VerificationUser', (b) => b.headers(jsonRequestHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ ...signedInResult(NEW_PLAYER.userName), domain: string(NEW_PLAYER.domain) })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await verificationUser({ ...viaMockServer(mockServer), body });
        expect(data.success).toBe(true);
        expect(data.result.accessToken.length).toBeGreaterThan(0);
      });
  });

  it('refuses a wrong OTP', async () => {
    const wrong = { ...body, otp: '654321' };
    await pact
      .addInteraction()
      .given('a registration awaits its OTP', { ...NEW_PLAYER })
      .uponReceiving('a verification with a wrong OTP')
      .withRequest('POST', '/Account/VerificationUser', (b) => b.headers(jsonRequestHeaders).jsonBody(wrong))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Invalid OTP code')))
      .executeTest(async (mockServer) => {
        const error = await rejection(verificationUser({ ...viaMockServer(mockServer), body: wrong }));
        expect(error.message).toBe('Invalid OTP code');
      });
  });
});

describe('Account/ResendVerificationCode', () => {
  const body = { userName: NEW_PLAYER.userName, mobile: NEW_PLAYER.mobile, domain: NEW_PLAYER.domain };

  it('sends the OTP again for a pending registration', async () => {
    await pact
      .addInteraction()
      .given('a registration awaits its OTP', { ...NEW_PLAYER })
      .uponReceiving('a request to resend the OTP')
      .withRequest('POST', '/Account/ResendVerificationCode', (b) => b.headers(jsonRequestHeaders).jsonBody(body))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const { data } = await resendVerificationCode({ ...viaMockServer(mockServer), body });
        expect(data.success).toBe(true);
      });
  });

  it('refuses when no registration is pending', async () => {
    await pact
      .addInteraction()
      .given('no player is named', { userName: NEW_PLAYER.userName })
      .uponReceiving('a request to resend the OTP without a pending registration')
      .withRequest('POST', '/Account/ResendVerificationCode', (b) => b.headers(jsonRequestHeaders).jsonBody(body))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('No pending registration')))
      .executeTest(async (mockServer) => {
        const error = await rejection(resendVerificationCode({ ...viaMockServer(mockServer), body }));
        expect(error.message).toBe('No pending registration');
      });
  });
});

describe('Account/RefreshToken', () => {
  it('gives a new access token for a valid refresh token', async () => {
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN, refreshToken: PLAYER1_REFRESH_TOKEN })
      .uponReceiving('a refresh of player1 token')
      .withRequest('GET', '/Account/RefreshToken', (b) => b.query({ refreshToken: PLAYER1_REFRESH_TOKEN }))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(abpSuccess({ accessToken: string('eyJhbGciOiJIUzI1NiJ9.new'), expireInSeconds: integer(86400) })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await refreshToken({ ...viaMockServer(mockServer), query: { refreshToken: PLAYER1_REFRESH_TOKEN } });
        expect(data.result.accessToken.length).toBeGreaterThan(0);
      });
  });

  it('sends a refresh token holding "--" as it is (a credential: the sanitiser leaves it alone)', async () => {
    const token = 'rt--player1--Zm9v_YmFy';
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN, refreshToken: token })
      .uponReceiving('a refresh with a token that holds "--"')
      .withRequest('GET', '/Account/RefreshToken', (b) => b.query({ refreshToken: token }))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(abpSuccess({ accessToken: string('eyJhbGciOiJIUzI1NiJ9.new'), expireInSeconds: integer(86400) })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await refreshToken({ ...viaMockServer(mockServer), query: { refreshToken: token } });
        expect(data.result.accessToken.length).toBeGreaterThan(0);
      });
  });

  it('ends the session for an unknown refresh token', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a refresh with an unknown refresh token')
      .withRequest('GET', '/Account/RefreshToken', (b) => b.query({ refreshToken: 'rt-unknown' }))
      .willRespondWith(401, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: false, unAuthorizedRequest: true }))
      .executeTest(async (mockServer) => {
        const error = await rejection(refreshToken({ ...viaMockServer(mockServer), query: { refreshToken: 'rt-unknown' } }));
        expect(error.kind).toBe('unauthorized');
      });
  });
});

describe('Account/GetAccessTokenValidateTime', () => {
  it('answers the minutes a valid token has left', async () => {
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a lifetime check of a valid token')
      // The token travels in the bearer header, never in the URL (openapi/exchange.yaml).
      .withRequest('POST', '/Account/GetAccessTokenValidateTime', (b) => b.headers(bearer(PLAYER1_TOKEN)))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(integer(1440))))
      .executeTest(async (mockServer) => {
        const { data } = await getAccessTokenValidateTime({ ...viaMockServer(mockServer), headers: bearer(PLAYER1_TOKEN) });
        expect(data.result).toBeGreaterThan(0);
      });
  });

  it('answers 0 for an unknown token', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a lifetime check of an unknown token')
      .withRequest('POST', '/Account/GetAccessTokenValidateTime', (b) => b.headers(bearer('pact-token-unknown')))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(0)))
      .executeTest(async (mockServer) => {
        const { data } = await getAccessTokenValidateTime({ ...viaMockServer(mockServer), headers: bearer('pact-token-unknown') });
        expect(data.result).toBe(0);
      });
  });
});

describe('Account/changePassword', () => {
  const body = { currentPassword: PLAYER1.password, newPassword: 'Player@456' };

  it('changes the signed-in player password', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a password change by player1')
      .withRequest('POST', '/Account/changePassword', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: true }))
      .executeTest(async (mockServer) => {
        const { data } = await changePassword({ ...viaMockServer(mockServer), body });
        expect(data.success).toBe(true);
      });
  });

  it('refuses a wrong current password', async () => {
    storeSession();
    const wrong = { ...body, currentPassword: 'Wrong@123' };
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', '/Account/changePassword', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(wrong))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Incorrect password.')))
      .executeTest(async (mockServer) => {
        const error = await rejection(changePassword({ ...viaMockServer(mockServer), body: wrong }));
        expect(error.message).toBe('Incorrect password.');
      });
  });

  it('is refused without a token', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a password change without a token')
      .withRequest('POST', '/Account/changePassword', (b) => b.headers(jsonRequestHeaders).jsonBody(body))
      .willRespondWith(401, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: false, unAuthorizedRequest: true }))
      .executeTest(async (mockServer) => {
        const error = await rejection(changePassword({ ...viaMockServer(mockServer), body }));
        expect(error.kind).toBe('unauthorized');
      });
  });
});

describe('Account/GetUserLoginAttempts', () => {
  it('lists the signed-in player login attempts', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a page of player1 login attempts')
      .withRequest('POST', '/Account/GetUserLoginAttempts', (b) => b.headers(bearer()).query({ MaxResultCount: '10', SkipCount: '0' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            totalCount: integer(1),
            // min 0: the seed gives player1 no attempts yet; each attempt listed must have this shape.
            items: eachLike(
              {
                id: integer(1),
                creationTime: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$', '2026-11-20T09:15:00Z'),
                result: regex(
                  '^(Success|InvalidUserNameOrEmailAddress|InvalidPassword|UserIsNotActive|LockedOut|UserPhoneNumberIsNotConfirmed)$',
                  'Success',
                ),
              },
              0,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserLoginAttempts({ ...viaMockServer(mockServer), query: { MaxResultCount: 10, SkipCount: 0 } });
        expect(data.result.totalCount).toBeGreaterThanOrEqual(data.result.items.length);
      });
  });

  it('is refused without a token', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a login-attempt page without a token')
      .withRequest('POST', '/Account/GetUserLoginAttempts', (b) => b.query({ MaxResultCount: '10', SkipCount: '0' }))
      .willRespondWith(401, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: false, unAuthorizedRequest: true }))
      .executeTest(async (mockServer) => {
        const error = await rejection(getUserLoginAttempts({ ...viaMockServer(mockServer), query: { MaxResultCount: 10, SkipCount: 0 } }));
        expect(error.kind).toBe('unauthorized');
      });
  });
});

describe('Account/GetPaymentInfo', () => {
  it('lists the receiving accounts for the signed-in player', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('player1 payment info')
      .withRequest('GET', '/Account/GetPaymentInfo', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            eachLike({
              method: regex(PAYMENT_METHOD, 'Upi'),
              displayName: string('UPI'),
            }),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getPaymentInfo({ ...viaMockServer(mockServer) });
        expect(data.result.length).toBeGreaterThan(0);
      });
  });

  it('is refused without a token', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('payment info without a token')
      .withRequest('GET', '/Account/GetPaymentInfo')
      .willRespondWith(401, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: false, unAuthorizedRequest: true }))
      .executeTest(async (mockServer) => {
        const error = await rejection(getPaymentInfo({ ...viaMockServer(mockServer) }));
        expect(error.kind).toBe('unauthorized');
      });
  });
});
