import type {
  AuthenticateRequest,
  AuthenticateResult,
  ChangePasswordRequest,
  DomainSetting,
  LoginAttemptPage,
  LoginAttemptResult,
  RefreshTokenResult,
  RegisterRequest,
  RegisterResult,
  ResendVerificationRequest,
  VerificationRequest,
} from '../../../src/api/generated/types.gen';
import { iso } from '../clock';
import { refuse } from '../errors';
import { normaliseMobile, passwordProblem } from '../rules';
import { ACCESS_TOKEN_SECONDS, DEFAULT_STAKES, DEMO_ID, MOCK_OTP, casinoTokenFor } from '../seed/constants';
import { ALL_SPORTS, DEFAULT_SETTINGS } from '../seed/users';
import type { MockState, PendingRegistration, UserRecord } from '../types';
import { authenticateResult, findUser, findUserByName, issueAccessToken, issueSession, tokenRecord } from './users';
import { checkLoginAllowed } from './protection';

export const INVALID_LOGIN = 'Invalid user name or password';

export interface ClientInfo {
  ip: string | null;
  browser: string | null;
}

function recordAttempt(
  state: MockState,
  user: UserRecord | undefined,
  userName: string,
  result: LoginAttemptResult,
  client: ClientInfo,
  nowMs: number,
): void {
  state.loginAttempts.push({
    id: state.counters.loginAttempt++,
    userId: user?.id ?? null,
    userName,
    creationTime: iso(nowMs),
    result,
    clientIpAddress: client.ip ?? state.clientIp,
    browserInfo: client.browser,
  });
}

export function login(
  state: MockState,
  request: AuthenticateRequest,
  brand: DomainSetting,
  client: ClientInfo,
  nowMs: number,
): AuthenticateResult {
  const user = findUserByName(state, request.userNameOrEmailAddress);
  if (!user || user.isDemo) {
    recordAttempt(state, undefined, request.userNameOrEmailAddress, 'InvalidUserNameOrEmailAddress', client, nowMs);
    refuse(INVALID_LOGIN);
  }
  if (user.password !== request.password) {
    recordAttempt(state, user, user.userName, 'InvalidPassword', client, nowMs);
    refuse(INVALID_LOGIN);
  }
  checkLoginAllowed(user, nowMs);
  recordAttempt(state, user, user.userName, 'Success', client, nowMs);
  return authenticateResult(state, user, issueSession(state, user, nowMs), brand.domainName ?? null);
}

export function loginDemo(state: MockState, brand: DomainSetting, nowMs: number): AuthenticateResult {
  const demo = findUser(state, DEMO_ID);
  if (!demo) refuse('The demo account is not available');
  return authenticateResult(state, demo, issueSession(state, demo, nowMs), brand.domainName ?? null);
}

function mobileTaken(state: MockState, mobile: string): boolean {
  const wanted = normaliseMobile(mobile);
  return state.users.some((user) => user.mobile !== null && normaliseMobile(user.mobile) === wanted);
}

export function register(state: MockState, request: RegisterRequest, brand: DomainSetting): RegisterResult {
  if (!brand.allowSignUp) refuse('Sign up is not available on this site');
  if (findUserByName(state, request.userName)) refuse(`User name '${request.userName}' is already taken.`);
  if (request.password !== request.confirmPassword) refuse('Passwords must match');
  const problem = passwordProblem(request.password);
  if (problem) refuse(problem);
  if (mobileTaken(state, request.mobile)) refuse('This mobile number is already registered');
  const domain = brand.domainName ?? 'default';
  const pending: PendingRegistration = {
    userName: request.userName.trim(),
    password: request.password,
    mobile: request.mobile,
    domain,
    otp: MOCK_OTP,
  };
  // A second attempt replaces the first one's pending registration (and its OTP).
  state.pendingRegistrations = state.pendingRegistrations
    .filter((item) => item.userName.toLowerCase() !== pending.userName.toLowerCase())
    .concat(pending);
  return { userName: pending.userName, mobile: pending.mobile, domain };
}

function findPending(state: MockState, request: ResendVerificationRequest): PendingRegistration {
  const pending = state.pendingRegistrations.find(
    (item) =>
      item.userName.toLowerCase() === request.userName.trim().toLowerCase() &&
      normaliseMobile(item.mobile) === normaliseMobile(request.mobile),
  );
  if (!pending) refuse('No pending registration');
  return pending;
}

export function verifyRegistration(state: MockState, request: VerificationRequest, nowMs: number): AuthenticateResult {
  const pending = findPending(state, request);
  if (request.otp !== pending.otp) refuse('Invalid OTP code');
  if (findUserByName(state, pending.userName)) refuse(`User name '${pending.userName}' is already taken.`);
  const id = state.counters.user++;
  const user: UserRecord = {
    id,
    userName: pending.userName,
    password: pending.password,
    mobile: pending.mobile,
    domain: pending.domain,
    balance: 0,
    isDemo: false,
    sports: { ...ALL_SPORTS, casino: state.brands.get(pending.domain)?.casino ?? true },
    stakes: DEFAULT_STAKES.map((stake) => ({ ...stake })),
    casinoToken: casinoTokenFor(id),
    settings: { ...DEFAULT_SETTINGS },
  };
  state.users.push(user);
  state.pendingRegistrations = state.pendingRegistrations.filter((item) => item !== pending);
  return authenticateResult(state, user, issueSession(state, user, nowMs), pending.domain);
}

export function resendVerification(state: MockState, request: ResendVerificationRequest): string {
  const pending = findPending(state, request);
  pending.otp = MOCK_OTP;
  return 'OTP Code Send Again';
}

export function refreshAccessToken(state: MockState, refreshToken: string, nowMs: number): RefreshTokenResult | null {
  const record = tokenRecord(state, refreshToken, 'refresh', nowMs);
  if (!record || !findUser(state, record.userId)) return null;
  return { accessToken: issueAccessToken(state, record.userId, nowMs).token, expireInSeconds: ACCESS_TOKEN_SECONDS };
}

/** Rounded up: 0 only once expired or unknown. */
export function accessTokenMinutesLeft(state: MockState, token: string | undefined, nowMs: number): number {
  if (!token) return 0;
  const record = tokenRecord(state, token, 'access', nowMs);
  return record ? Math.ceil((record.expiresAt - nowMs) / 60000) : 0;
}

export function changePassword(user: UserRecord, request: ChangePasswordRequest): string {
  if (user.isDemo) refuse('The demo account cannot change its password');
  // ABP's own wording for a wrong current password.
  if (request.currentPassword !== user.password) refuse('Incorrect password.');
  const problem = passwordProblem(request.newPassword);
  if (problem) refuse(problem);
  if (request.newPassword === request.currentPassword) refuse('The new password must differ from the current one');
  user.password = request.newPassword;
  return 'Password Changed Successfully';
}

export function loginAttemptsPage(
  state: MockState,
  user: UserRecord,
  query: { Result?: LoginAttemptResult; MaxResultCount: number; SkipCount: number },
): LoginAttemptPage {
  const attempts = state.loginAttempts
    .filter((attempt) => attempt.userId === user.id && (!query.Result || attempt.result === query.Result))
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime) || b.id - a.id);
  return {
    totalCount: attempts.length,
    items: attempts.slice(query.SkipCount, query.SkipCount + query.MaxResultCount).map((attempt) => ({
      id: attempt.id,
      creationTime: attempt.creationTime,
      result: attempt.result,
      clientIpAddress: attempt.clientIpAddress,
      browserInfo: attempt.browserInfo,
    })),
  };
}
