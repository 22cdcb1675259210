import type {
  AuthenticateResponse,
  ChangePasswordResponse,
  ExchangeAuthorizationCodeResponse,
  GetAccessTokenValidateTimeResponse,
  GetPaymentInfoResponse,
  GetUserLoginAttemptsResponse,
  LoginAsDemoUserResponse,
  RefreshTokenResponse,
  RegisterResponse,
  ResendVerificationCodeResponse,
  TokenError,
  VerificationUserResponse,
} from '../../src/api/generated/types.gen';
import {
  zAuthenticateBody,
  zAuthenticateResponse,
  zChangePasswordBody,
  zChangePasswordResponse,
  zExchangeAuthorizationCodeBody,
  zExchangeAuthorizationCodeResponse,
  zGetAccessTokenValidateTimeResponse,
  zGetPaymentInfoResponse,
  zGetUserLoginAttemptsQuery,
  zGetUserLoginAttemptsResponse,
  zLoginAsDemoUserResponse,
  zRefreshTokenQuery,
  zRefreshTokenResponse,
  zRegisterBody,
  zRegisterResponse,
  zResendVerificationCodeBody,
  zResendVerificationCodeResponse,
  zVerificationUserBody,
  zVerificationUserResponse,
} from '../../src/api/generated/zod.gen';
import { depositMethods, methodEntry } from '../../src/features/payments/model/methods';
import { UnauthorizedError } from '../db/errors';
import {
  accessTokenMinutesLeft,
  changePassword,
  login,
  loginAttemptsPage,
  loginDemo,
  refreshAccessToken,
  register,
  resendVerification,
  verifyRegistration,
} from '../db/services/account';
import { findUserByName, issueSession } from '../db/services/users';
import { ACCESS_TOKEN_SECONDS } from '../db/seed/constants';
import { bearerTokenOf, clientInfoOf } from './shared/request-info';
import { defineRoute, ok, plain } from './shared/route';

/** The OAuth client the mock accepts (.env.development VITE_TOKEN_CLIENT_ID / _SECRET). */
export const MOCK_OAUTH_CLIENT = { id: 'exchange-web-dev', secret: 'dev-only-secret' };

export const accountHandlers = [
  defineRoute({
    method: 'post',
    path: '/Account/Authenticate',
    auth: 'none',
    body: zAuthenticateBody,
    response: zAuthenticateResponse,
    handle: ({ state, body, brand, request, nowMs }) => ok<AuthenticateResponse>(login(state, body, brand, clientInfoOf(request), nowMs)),
  }),
  defineRoute({
    method: 'get',
    path: '/Account/LoginAsDemoUser',
    auth: 'none',
    response: zLoginAsDemoUserResponse,
    handle: ({ state, brand, nowMs }) => ok<LoginAsDemoUserResponse>(loginDemo(state, brand, nowMs)),
  }),
  defineRoute({
    method: 'post',
    path: '/Account/Register',
    auth: 'none',
    body: zRegisterBody,
    response: zRegisterResponse,
    handle: ({ state, body, brand }) => ok<RegisterResponse>(register(state, body, brand)),
  }),
  defineRoute({
    method: 'post',
    path: '/Account/VerificationUser',
    auth: 'none',
    body: zVerificationUserBody,
    response: zVerificationUserResponse,
    handle: ({ state, body, nowMs }) => ok<VerificationUserResponse>(verifyRegistration(state, body, nowMs)),
  }),
  defineRoute({
    method: 'post',
    path: '/Account/ResendVerificationCode',
    auth: 'none',
    body: zResendVerificationCodeBody,
    response: zResendVerificationCodeResponse,
    handle: ({ state, body }) => ok<ResendVerificationCodeResponse>(resendVerification(state, body)),
  }),
  defineRoute({
    method: 'post',
    path: '/Account/GetAccessTokenValidateTime',
    // Older clients send `accessToken` without a header; an unknown token answers 0 minutes, not a 401.
    auth: 'none',
    response: zGetAccessTokenValidateTimeResponse,
    handle: ({ state, request, url, nowMs }) => {
      const token = url.searchParams.get('accessToken') || bearerTokenOf(request);
      return ok<GetAccessTokenValidateTimeResponse>(accessTokenMinutesLeft(state, token ?? undefined, nowMs));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/Account/RefreshToken',
    auth: 'none',
    query: zRefreshTokenQuery,
    response: zRefreshTokenResponse,
    handle: ({ state, query, nowMs }) => {
      const result = refreshAccessToken(state, query.refreshToken, nowMs);
      if (!result) throw new UnauthorizedError('The refresh token is not valid');
      return ok<RefreshTokenResponse>(result);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/Account/GetUserLoginAttempts',
    auth: 'required',
    query: zGetUserLoginAttemptsQuery,
    response: zGetUserLoginAttemptsResponse,
    handle: ({ state, user, query }) => ok<GetUserLoginAttemptsResponse>(loginAttemptsPage(state, user, query)),
  }),
  defineRoute({
    method: 'post',
    path: '/Account/changePassword',
    auth: 'required',
    body: zChangePasswordBody,
    response: zChangePasswordResponse,
    handle: ({ user, body }) => ok<ChangePasswordResponse>(changePassword(user, body)),
  }),
  defineRoute({
    method: 'get',
    path: '/Account/GetPaymentInfo',
    auth: 'required',
    response: zGetPaymentInfoResponse,
    // Every player is assigned the brand's own account for each deposit method the brand has on.
    handle: ({ brand }) =>
      ok<GetPaymentInfoResponse>(
        depositMethods(brand).map((method) => ({
          method,
          displayName: methodEntry(method).label,
          ...methodEntry(method).brandAccount(brand),
        })),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/v1/token/token',
    auth: 'none',
    envelope: 'plain',
    response: zExchangeAuthorizationCodeResponse,
    // OAuth errors have their own shape ({error, error_description}), so the body is checked here.
    handle: async ({ state, request, nowMs }) => {
      const parsed = zExchangeAuthorizationCodeBody.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) {
        return plain<TokenError>(
          { error: 'invalid_request', error_description: parsed.error.issues.map((i) => i.message).join('; ') },
          400,
        );
      }
      const { client_user: clientId, client_secret: secret, code } = parsed.data;
      if (clientId !== MOCK_OAUTH_CLIENT.id || secret !== MOCK_OAUTH_CLIENT.secret) {
        return plain<TokenError>({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' }, 400);
      }
      // The mock's authorization codes are 'mock-code-<userName>'.
      const user = code.startsWith('mock-code-') ? findUserByName(state, code.slice('mock-code-'.length)) : undefined;
      if (!user) return plain<TokenError>({ error: 'invalid_grant', error_description: 'The authorization code has expired.' }, 400);
      const session = issueSession(state, user, nowMs);
      return plain<ExchangeAuthorizationCodeResponse>({
        access_token: session.access.token,
        token_type: 'Bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: session.refresh.token,
      });
    },
  }),
];
