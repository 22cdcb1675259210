// Safer gambling (our proposal): docs/decisions/0013-player-protection.md; the arithmetic is the app's own.
import type {
  AccountBreak,
  LimitKind,
  LimitPeriod,
  LimitStanding,
  PlayerProtection,
  ProtectionRefusal,
  RealityCheckMinutes,
  SessionSummary,
} from '../../../src/api/generated/types.gen';
import { advanceClock, iso, nowMs } from '../clock';
import { BusinessError, refuse } from '../errors';
import {
  NO_LIMITS,
  bindingStanding,
  changeLimit,
  depositedInPeriod,
  exclusionEnd,
  istWords,
  netLossInPeriod,
  standingsOf,
  timeOutEnd,
  type Dated,
  type ExclusionLength,
  type LimitStanding as RuleStanding,
  type TimeOutLength,
} from '../rules';
import { formatMoney } from '../../../src/lib/money';
import type { MockState, ProtectionRecord, UserRecord } from '../types';
import { findUser, rotateCasinoToken } from './users';

export const DEFAULT_REALITY_CHECK_MINUTES = 30;

/** openapi ProtectionRefusal. */
export const PROTECTION_CODES = { DEPOSIT_LIMIT: 4201, LOSS_LIMIT: 4202, TIME_OUT: 4203, SELF_EXCLUSION: 4204 } as const;

export function freshProtection(): ProtectionRecord {
  return {
    deposit: NO_LIMITS,
    loss: NO_LIMITS,
    realityCheckMinutes: DEFAULT_REALITY_CHECK_MINUTES,
    timeOutUntil: null,
    exclusionUntil: null,
  };
}

export function protectionOf(user: UserRecord): ProtectionRecord {
  user.protection ??= freshProtection();
  return user.protection;
}

function refuseWith(message: string, protection: ProtectionRefusal): never {
  throw new BusinessError(message, { code: PROTECTION_CODES[protection.reason], protection });
}

function depositsOf(state: MockState, userId: number): Dated[] {
  return state.dwRequests
    .filter((item) => item.userId === userId && item.kind === 'Deposit' && item.status !== 3)
    .map((item) => ({ at: Date.parse(item.creationTime), amount: item.amount }));
}

function settledOf(state: MockState, userId: number): Dated[] {
  return state.bets
    .filter((bet) => bet.userId === userId && bet.state !== 'OPEN' && bet.settleTime !== null)
    .map((bet) => ({ at: Date.parse(bet.settleTime ?? ''), amount: bet.profitLoss }));
}

export function depositStandings(state: MockState, user: UserRecord, nowMs: number): RuleStanding[] {
  return standingsOf(protectionOf(user).deposit, depositsOf(state, user.id), depositedInPeriod, nowMs);
}

export function lossStandings(state: MockState, user: UserRecord, nowMs: number): RuleStanding[] {
  return standingsOf(protectionOf(user).loss, settledOf(state, user.id), netLossInPeriod, nowMs);
}

function wireStanding(standing: RuleStanding): LimitStanding {
  return {
    period: standing.period,
    amount: standing.amount,
    used: standing.used,
    left: standing.left,
    resetsAt: iso(standing.resetsAt),
    pending: standing.pending ? { amount: standing.pending.amount, effectiveAt: iso(standing.pending.effectiveAt) } : null,
  };
}

export function playerProtection(state: MockState, user: UserRecord, nowMs: number): PlayerProtection {
  return {
    depositLimits: depositStandings(state, user, nowMs).map(wireStanding),
    lossLimits: lossStandings(state, user, nowMs).map(wireStanding),
    realityCheckMinutes: protectionOf(user).realityCheckMinutes,
  };
}

export function setLimit(
  state: MockState,
  user: UserRecord,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  nowMs: number,
): PlayerProtection {
  if (user.isDemo) refuse('The demo account has no limits to set');
  const protection = protectionOf(user);
  const key = kind === 'DEPOSIT' ? 'deposit' : 'loss';
  protection[key] = { ...protection[key], [period]: changeLimit(protection[key][period], amount, nowMs) };
  return playerProtection(state, user, nowMs);
}

export function setRealityCheck(
  state: MockState,
  user: UserRecord,
  minutes: RealityCheckMinutes,
  offAllowed: boolean,
  nowMs: number,
): PlayerProtection {
  if (minutes === null && !offAllowed) refuse('Reality checks cannot be turned off on this site');
  protectionOf(user).realityCheckMinutes = minutes;
  return playerProtection(state, user, nowMs);
}

/** The casino provider's token ends too; the next login hands out a new one. */
export function endSessions(state: MockState, userId: number): void {
  for (const [token, record] of state.tokens) if (record.userId === userId) state.tokens.delete(token);
  const user = findUser(state, userId);
  if (user) rotateCasinoToken(user);
}

export function takeTimeOut(state: MockState, user: UserRecord, length: TimeOutLength, nowMs: number): AccountBreak {
  if (user.isDemo) refuse('The demo account cannot take a time-out');
  const protection = protectionOf(user);
  if (protection.timeOutUntil !== null && protection.timeOutUntil > nowMs) refuse('A time-out is already running');
  protection.timeOutUntil = timeOutEnd(length, nowMs);
  endSessions(state, user.id);
  return { kind: 'TIME_OUT', until: iso(protection.timeOutUntil) };
}

export function selfExclude(state: MockState, user: UserRecord, length: ExclusionLength, nowMs: number): AccountBreak {
  if (user.isDemo) refuse('The demo account cannot be excluded');
  const protection = protectionOf(user);
  const until = exclusionEnd(length, nowMs);
  // A longer exclusion replaces a shorter one; nothing shortens one.
  protection.exclusionUntil = Math.max(protection.exclusionUntil ?? 0, until);
  endSessions(state, user.id);
  return { kind: 'SELF_EXCLUSION', until: iso(protection.exclusionUntil) };
}

export function runningBreak(user: UserRecord, nowMs: number): { message: string; refusal: ProtectionRefusal } | null {
  const protection = user.protection;
  if (!protection) return null;
  if (protection.exclusionUntil !== null && protection.exclusionUntil > nowMs) {
    return {
      message: `You have excluded yourself from this site until ${istWords(protection.exclusionUntil)}.`,
      refusal: { reason: 'SELF_EXCLUSION', until: iso(protection.exclusionUntil) },
    };
  }
  if (protection.timeOutUntil !== null && protection.timeOutUntil > nowMs) {
    return {
      message: `You are taking a break until ${istWords(protection.timeOutUntil)}.`,
      refusal: { reason: 'TIME_OUT', until: iso(protection.timeOutUntil) },
    };
  }
  return null;
}

/** Demo login is not refused. */
export function checkLoginAllowed(user: UserRecord, nowMs: number): void {
  const running = runningBreak(user, nowMs);
  if (running) refuseWith(running.message, running.refusal);
}

export function checkDepositLimit(state: MockState, user: UserRecord, amount: number, nowMs: number): void {
  const binding = bindingStanding(depositStandings(state, user, nowMs));
  if (!binding || amount <= binding.left) return;
  refuseWith(`Deposit limit reached: you can deposit ${formatMoney(binding.left)} more until ${istWords(binding.resetsAt)}.`, {
    reason: 'DEPOSIT_LIMIT',
    period: binding.period,
    amountLeft: binding.left,
    resetsAt: iso(binding.resetsAt),
  });
}

export function lossLeftOf(state: MockState, user: UserRecord, nowMs: number): (RuleStanding & { left: number }) | null {
  if (!user.protection) return null;
  return bindingStanding(lossStandings(state, user, nowMs));
}

export function refuseOverLossLimit(message: string, binding: RuleStanding & { left: number }): never {
  refuseWith(`${message}: your loss limit leaves ${formatMoney(binding.left)} until ${istWords(binding.resetsAt)}.`, {
    reason: 'LOSS_LIMIT',
    period: binding.period,
    amountLeft: binding.left,
    resetsAt: iso(binding.resetsAt),
  });
}

export function sessionSummary(state: MockState, user: UserRecord, sinceMs: number, nowMs: number): SessionSummary {
  const settled = settledOf(state, user.id).filter((entry) => entry.at >= sinceMs && entry.at <= nowMs);
  const net = Math.round(settled.reduce((sum, entry) => sum + entry.amount, 0) * 100) / 100;
  return { since: iso(sinceMs), settledBets: settled.length, netResult: net };
}

/** Open sessions live on, so a test does not sign out by waiting. */
export function advanceMockClock(state: MockState, ms: number): number {
  if (!(ms >= 0)) refuse('The clock only moves forward');
  advanceClock(ms);
  for (const record of state.tokens.values()) record.expiresAt += ms;
  return nowMs();
}
