import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { formatCountdown, OTP_COUNTDOWN_SECONDS, secondsLeft } from '@/features/session/model/countdown';
import { demoFailureMessage, signInFailureMessage } from '@/features/session/model/error-message';
import { expiryTime, hasExpired, parseStoredExpiry } from '@/features/session/model/expiry';
import { idlePhase, idleTimeoutFrom, MIN_WARNING_SECONDS } from '@/features/session/model/idle';
import { closeAllModals, closeModal, getModalState, openModal } from '@/features/session/model/modal-bus';
import { canVerify, forgetRegistration, keepRegistration, registrationFrom } from '@/features/session/model/registration';
import { emitSignedIn, onSignedIn, signedInEvent } from '@/features/session/model/sign-in-events';
import {
  MAX_CHECK_INTERVAL_MS,
  nextCheckDelayMs,
  RENEW_LEAD_MS,
  RETRY_MS,
  startTokenUpkeep,
  type TokenUpkeepDeps,
} from '@/features/session/model/token-upkeep';

describe('session expiry (docs/product.md §4, §9: now + expireInSeconds × 1000 ms)', () => {
  it.each([
    [0, 0, 0],
    [1_700_000_000_000, 86_400, 1_700_086_400_000],
    [1_700_000_000_000, 1, 1_700_000_001_000],
    [1_700_000_000_000, 0, 1_700_000_000_000],
  ])('now %d + %d s → %d', (now, seconds, expected) => {
    expect(expiryTime(now, seconds)).toBe(expected);
  });

  it.each<[string | null, number | null]>([
    ['1700086400000', 1_700_086_400_000],
    [' 42 ', 42],
    [null, null],
    ['', null],
    ['tomorrow', null],
    ['NaN', null],
  ])('reads the stored expire_in %j as %j', (raw, expected) => {
    expect(parseStoredExpiry(raw)).toBe(expected);
  });

  it.each<[number | null, number, boolean]>([
    [1000, 999, false],
    [1000, 1000, true],
    [1000, 1001, true],
    [null, 1_000_000, false],
  ])('expiry %j at %d has passed: %j', (expiresAt, now, expected) => {
    expect(hasExpired(expiresAt, now)).toBe(expected);
  });
});

describe('OTP countdown (docs/product.md §9: 2 minutes, 1 s ticks, resend at 0:00)', () => {
  it('lasts two minutes', () => {
    expect(OTP_COUNTDOWN_SECONDS).toBe(120);
  });

  it.each([
    [0, 120],
    [999, 120],
    [1000, 119],
    [60_500, 60],
    [119_999, 1],
    [120_000, 0],
    [500_000, 0],
    [-5000, 120],
  ])('%d ms after the start → %d s left', (elapsed, expected) => {
    expect(secondsLeft(10_000, 10_000 + elapsed)).toBe(expected);
  });

  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [61, '1:01'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%d s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('idle timeout (docs/wire.md §5, WCAG 2.2.1)', () => {
  it.each([
    [undefined, null],
    [{ timeOutSecond: 0, showTimeOutNotificationSecond: 60 }, null],
    [
      { timeOutSecond: 1800, showTimeOutNotificationSecond: 60 },
      { timeoutMs: 1_800_000, warningMs: 60_000 },
    ],
    [
      { timeOutSecond: 600, showTimeOutNotificationSecond: 5 },
      { timeoutMs: 600_000, warningMs: MIN_WARNING_SECONDS * 1000 },
    ],
  ])('%j → %j', (setting, expected) => {
    expect(idleTimeoutFrom(setting)).toEqual(expected);
  });

  const timeout = { timeoutMs: 1_800_000, warningMs: 60_000 };
  it.each([
    [0, { phase: 'active' }],
    [1_799_999, { phase: 'active' }],
    [1_800_000, { phase: 'warning', secondsLeft: 60 }],
    [1_800_001, { phase: 'warning', secondsLeft: 60 }],
    [1_830_000, { phase: 'warning', secondsLeft: 30 }],
    [1_859_001, { phase: 'warning', secondsLeft: 1 }],
    [1_860_000, { phase: 'expired' }],
    [9_999_999, { phase: 'expired' }],
  ])('idle %d ms → %j', (idleMs, expected) => {
    expect(idlePhase(idleMs, timeout)).toEqual(expected);
  });
});

describe('sign-in failures (docs/product.md §8)', () => {
  const rejected = (body: unknown) =>
    new ApiError({ kind: 'server', message: 'from the runtime', operation: 'POST /Account/Authenticate', status: 500, body });
  const network = new ApiError({
    kind: 'network',
    message: 'Please Check Your Network Connection...',
    operation: 'GET /Account/LoginAsDemoUser',
  });

  it.each<[string, unknown, boolean, string]>([
    [
      'data.error.message',
      rejected({ success: false, error: { message: 'Invalid user name or password' }, result: 'ignored' }),
      false,
      'Invalid user name or password',
    ],
    [
      'verification falls back to data.result',
      rejected({ success: false, error: null, result: 'Invalid OTP code' }),
      true,
      'Invalid OTP code',
    ],
    [
      'verification falls back to data.result when the message is blank',
      rejected({ success: false, error: { message: ' ' }, result: 'Invalid OTP code' }),
      true,
      'Invalid OTP code',
    ],
    ['login does not read data.result', rejected({ success: false, error: null, result: 'Invalid OTP code' }), false, 'from the runtime'],
    ['a body without either', rejected({ success: false }), true, 'from the runtime'],
    ['a network failure', network, false, 'Please Check Your Network Connection...'],
    ['anything else', new Error('boom'), false, 'boom'],
  ])('%s', (_name, error, fallbackToResult, expected) => {
    expect(signInFailureMessage(error, { fallbackToResult })).toBe(expected);
  });

  it('the demo login toasts only when the error has data', () => {
    expect(demoFailureMessage(rejected({ success: false, error: { message: 'The demo account is not available' } }))).toBe(
      'The demo account is not available',
    );
    expect(demoFailureMessage(network)).toBeNull();
    expect(demoFailureMessage(new Error('no data'))).toBeNull();
  });
});

describe('the signed-in event: the real-time seam (docs/product.md §4)', () => {
  it.each([
    ['login', true],
    ['verification', true],
    ['demo', false],
  ] as const)('a %s restarts the real-time connection: %s', (kind, restarts) => {
    expect(signedInEvent(kind)).toEqual({ kind, restartsRealtime: restarts });
  });

  it('tells every listener until it unsubscribes', () => {
    const listener = vi.fn();
    const stop = onSignedIn(listener);
    emitSignedIn('demo');
    stop();
    emitSignedIn('login');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ kind: 'demo', restartsRealtime: false });
  });
});

describe('modals opened by name (docs/product.md §2)', () => {
  afterEach(() => {
    closeAllModals();
    forgetRegistration();
  });

  it('opens and closes by name, keeping the login target', () => {
    openModal('modal-login', { to: '/bonus' });
    expect(getModalState()).toEqual({ open: ['modal-login'], loginTo: '/bonus' });
    openModal('modal-signup');
    expect(getModalState().open).toEqual(['modal-login', 'modal-signup']);
    closeModal('modal-login');
    expect(getModalState()).toEqual({ open: ['modal-signup'], loginTo: undefined });
  });

  it('opens signup instead of verification when there is nothing to verify (docs/product.md §4)', () => {
    openModal('modal-verification');
    expect(getModalState().open).toEqual(['modal-signup']);
  });

  it('opens verification for a kept registration', () => {
    keepRegistration({ username: 'newplayer', mobile: '9876543210', domain: 'localhost' });
    openModal('modal-verification');
    expect(getModalState().open).toEqual(['modal-verification']);
  });

  it.each([
    [{ username: 'a', mobile: '9876543210', domain: 'x' }, true],
    [{ username: '', mobile: '9876543210', domain: 'x' }, false],
    [{ username: 'a', mobile: ' ', domain: 'x' }, false],
    [null, false],
  ])('registration %j can be verified: %s', (info, expected) => {
    expect(canVerify(info)).toBe(expected);
  });

  it('completes the registration info from what was typed (docs/product.md §3)', () => {
    expect(registrationFrom({ domain: 'localhost' }, { username: 'newplayer', mobile: '9876543210' })).toEqual({
      username: 'newplayer',
      mobile: '9876543210',
      domain: 'localhost',
    });
    expect(
      registrationFrom({ domain: 'x', userName: 'NewPlayer', mobile: '+919876543210' }, { username: 'newplayer', mobile: '9876543210' }),
    ).toEqual({
      username: 'NewPlayer',
      mobile: '+919876543210',
      domain: 'x',
    });
  });
});

describe('token upkeep (docs/wire.md §1.1, §5)', () => {
  it.each([
    [1440, MAX_CHECK_INTERVAL_MS],
    [31, MAX_CHECK_INTERVAL_MS],
    [30, 29 * 60_000],
    [2, 60_000],
    [1, 0],
    [0, 0],
    [-5, 0],
  ])('%d minutes left → next step in %d ms (0 = renew now)', (minutes, delay) => {
    expect(nextCheckDelayMs(minutes)).toBe(delay);
  });

  interface Harness {
    deps: TokenUpkeepDeps;
    scheduled: { run: () => void; ms: number }[];
    calls: string[];
  }

  function harness(overrides: Partial<TokenUpkeepDeps> = {}): Harness {
    const scheduled: { run: () => void; ms: number }[] = [];
    const calls: string[] = [];
    const deps: TokenUpkeepDeps = {
      accessToken: 'at-1',
      readRefreshToken: () => 'rt-1',
      minutesLeft: async (token) => {
        calls.push(`validate ${token}`);
        return 1440;
      },
      refresh: async (token) => {
        calls.push(`refresh ${token}`);
        return { accessToken: 'at-2', expireInSeconds: 86_400 };
      },
      onRefreshed: (result) => calls.push(`stored ${result.accessToken}`),
      onExpired: () => calls.push('expired'),
      endedSession: (error) => error instanceof ApiError && error.kind === 'unauthorized',
      schedule: (run, ms) => {
        scheduled.push({ run, ms });
        return () => calls.push(`cancel ${ms}`);
      },
      ...overrides,
    };
    return { deps, scheduled, calls };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks the server, then asks again later while the token is fresh', async () => {
    const { deps, scheduled, calls } = harness();
    startTokenUpkeep(deps);
    await settle();
    expect(calls).toEqual(['validate at-1']);
    expect(scheduled.map((entry) => entry.ms)).toEqual([MAX_CHECK_INTERVAL_MS]);
    scheduled[0]?.run();
    await settle();
    expect(calls).toEqual(['validate at-1', 'validate at-1']);
  });

  it('renews a minute before the end and hands over the new token', async () => {
    const { deps, calls } = harness({ minutesLeft: async () => 1 });
    startTokenUpkeep(deps);
    await settle();
    expect(calls).toEqual(['refresh rt-1', 'stored at-2']);
  });

  it('logs out when the token is dead and there is no refresh token', async () => {
    const { deps, calls } = harness({ minutesLeft: async () => 0, readRefreshToken: () => null });
    startTokenUpkeep(deps);
    await settle();
    expect(calls).toEqual(['expired']);
  });

  it('logs out when a dead token cannot be renewed', async () => {
    const { deps, calls } = harness({
      minutesLeft: async () => 0,
      refresh: async () => {
        throw new ApiError({ kind: 'server', message: 'no', operation: 'GET /Account/RefreshToken', status: 500 });
      },
    });
    startTokenUpkeep(deps);
    await settle();
    expect(calls).toEqual(['expired']);
  });

  it('retries later when a live token could not be renewed', async () => {
    const { deps, scheduled, calls } = harness({
      minutesLeft: async () => 1,
      refresh: async () => {
        throw new ApiError({ kind: 'network', message: 'offline', operation: 'GET /Account/RefreshToken' });
      },
    });
    startTokenUpkeep(deps);
    await settle();
    expect(calls).toEqual([]);
    expect(scheduled.map((entry) => entry.ms)).toEqual([RETRY_MS]);
  });

  it('leaves a 401 to the api layer, which has ended the session', async () => {
    const { deps, scheduled, calls } = harness({
      minutesLeft: async () => 0,
      refresh: async () => {
        throw new ApiError({ kind: 'unauthorized', message: 'no', operation: 'GET /Account/RefreshToken', status: 401 });
      },
    });
    startTokenUpkeep(deps);
    await settle();
    expect(calls).toEqual([]);
    expect(scheduled).toEqual([]);
  });

  it('retries a failed check, and waits for a live token without a refresh token', async () => {
    const failing = harness({
      minutesLeft: async () => {
        throw new ApiError({ kind: 'network', message: 'offline', operation: 'POST /Account/GetAccessTokenValidateTime' });
      },
    });
    startTokenUpkeep(failing.deps);
    await settle();
    expect(failing.scheduled.map((entry) => entry.ms)).toEqual([RETRY_MS]);

    const noRefresh = harness({ minutesLeft: async () => 1, readRefreshToken: () => null });
    startTokenUpkeep(noRefresh.deps);
    await settle();
    expect(noRefresh.scheduled.map((entry) => entry.ms)).toEqual([RENEW_LEAD_MS]);
  });

  it('ignores answers that arrive after it was stopped', async () => {
    const { deps, calls } = harness({ minutesLeft: async () => 1 });
    const stop = startTokenUpkeep(deps);
    stop();
    await settle();
    expect(calls).toEqual([]);
  });
});

describe('a sign-in 500 in a toast', () => {
  const server = (body: unknown) =>
    new ApiError({ kind: 'server', message: 'from the runtime', operation: 'POST /Account/Authenticate', status: 500, body });

  it('shows the message of a 500 as plain text, without markup or stack trace', () => {
    const body = {
      success: false,
      error: {
        message:
          '<b>Object reference not set to an instance of an object.</b>\r\n   at Exchange.Account.Authenticate(Model m) in C:\\src\\Account.cs:line 9',
      },
    };
    expect(signInFailureMessage(server(body))).toBe('Object reference not set to an instance of an object.');
  });

  it('bounds it at 200 characters, and leaves a refusal that is not a 500 as the server wrote it', () => {
    const long = 'Try again later. '.repeat(20);
    expect(signInFailureMessage(server({ success: false, error: { message: long } })).length).toBeLessThanOrEqual(200);
    const refused = new ApiError({
      kind: 'rejected',
      message: 'x',
      operation: 'POST /Account/Authenticate',
      status: 200,
      body: { success: false, error: { message: long } },
    });
    expect(signInFailureMessage(refused)).toBe(long);
  });

  it('words a login refused during a time-out or self-exclusion with its end in IST, whatever the server wrote', () => {
    const refusal = (reason: string) =>
      server({ success: false, error: { code: 4203, message: 'Account locked', protection: { reason, until: '2026-11-27T10:00:00Z' } } });
    expect(signInFailureMessage(refusal('TIME_OUT'))).toBe(
      'You are taking a break until Friday, 27 November 2026 at 3:30 pm IST. You can log in again after that.',
    );
    expect(signInFailureMessage(refusal('SELF_EXCLUSION'))).toBe(
      'You have excluded yourself from this site until Friday, 27 November 2026 at 3:30 pm IST.',
    );
    expect(signInFailureMessage(refusal('LOSS_LIMIT'))).toBe('Account locked');
  });
});
