// The mock backend in the browser (npm start): docs/mock-backend.md.
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { setBrandOverride, setPageHost } from './brand';
import { controlHandlers, resetMock } from './control';
import type { CashOutRule } from '../src/api/generated/types.gen';
import { getState, onMockEvent, setNow } from './db';
import { restoreSnapshot, snapshotState } from './db/state';
import { openBetsOf, userExposure } from './db/services/exposure';
import { cashOutRulesOf } from './db/services/cash-out-rules';
import { openBookRefs, settleMarket, type SettlementResult, type SettlementSummary } from './db/services/settlement';
import { findUser, findUserByName } from './db/services/users';
import type { ProtectionRecord, TokenRecord } from './db/types';
import { decideDwRequest } from './db/services/wallet';
import { clockOffset, nowMs, setClockOffset } from './db/clock';
import { advanceMockClock, endSessions } from './db/services/protection';
import { activeFaults, clearFaults, faultRulesSchema, setFaults, type FaultRule } from './faults';
import { handlers } from './handlers';
import { mockHub, type HubClientInfo } from './hub/hub';
import { hubHandlers } from './hub/msw';
import { setOddsStream, stepOddsStream } from './hub/odds-stream';
import { setLevelSize, setRunnerPrice } from './db/services/odds-moves';
import { matchAgainst } from './db/services/order-book';
import { setMarketStatus, turnInPlay } from './db/services/unmatched';
import { applyProviderState, type ProviderStateOutcome } from './provider-states';
import { setBetDelayScale } from './runtime-settings';

const BRAND_KEY = 'mockBrand';
/** 'off' keeps the seeded prices for tests/e2e/screens.spec.ts. */
const ODDS_STREAM_KEY = 'mockOddsStream';
const STATE_KEY = 'mockState';
const RESET_PARAM = 'mockReset';
/** A burst of requests is saved once. */
const SAVE_DELAY_MS = 250;

export interface MockControls {
  setFaults(rules: FaultRule[]): void;
  clearFaults(): void;
  faults(): FaultRule[];
  reset(): void;
  acceptDeposit(id: number): void;
  rejectDeposit(id: number): void;
  acceptWithdrawal(id: number): void;
  rejectWithdrawal(id: number): void;
  setOddsStream(on: boolean): void;
  stepOdds(): void;
  setRunnerPrice(runnerId: number, bestBack: number): void;
  setMarketStatus(marketId: number, status: 'SUSPENDED' | 'ACTIVE'): number[];
  turnInPlay(eventId: number): number[];
  matchAgainst(betId: number, size: number): { matchedStake: number; unmatchedStake: number };
  setLevelSize(runnerId: number, side: 'back' | 'lay', level: number, size: number): number;
  setBetDelayScale(scale: number): void;
  setBrand(host: string | null): void;
  setNow(value: Date | number | string | null): void;
  advanceClock(ms: number): string;
  providerState(state: string, params?: unknown): ProviderStateOutcome;
  hubClients(): HubClientInfo[];
  dropHub(): void;
  setHubDelay(ms: number): void;
  user(userName: string): { balance: number; exposure: number; openBets: number } | null;
  openBets(userName: string): ReturnType<typeof openBookRefs>;
  cashOutRules(userName: string): CashOutRule[];
  settle(marketId: number, result: SettlementResult): SettlementSummary;
  /** Playwright cannot see the requests the service worker answers. */
  requestCount(match: string): number;
  clearRequests(): void;
}

declare global {
  interface Window {
    __mock?: MockControls;
  }
}

export const worker = setupWorker(...handlers, ...hubHandlers, ...controlHandlers);

const requestLog: string[] = [];

/** Vite's own requests are not API calls. */
function isDevServerRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.origin !== location.origin) return false;
  return (
    /^\/(@|src\/|node_modules\/|mocks\/|__vite|favicon)/.test(url.pathname) || isCommonAssetRequest(request) || request.mode === 'navigate'
  );
}

function decide(kind: 'Deposit' | 'Withdrawal', accept: boolean) {
  return (id: number): void => {
    const record = getState().dwRequests.find((item) => item.id === id);
    if (record?.kind !== kind) throw new Error(`No ${kind.toLowerCase()} request #${id}`);
    decideDwRequest(getState(), id, accept, nowMs());
  };
}

function saveState(): void {
  try {
    sessionStorage.setItem(STATE_KEY, snapshotState());
  } catch (error) {
    // A full or disabled sessionStorage only costs the state across a reload.
    console.warn('[mock] the mock state could not be kept for a reload', error);
  }
}

let saveTimer: number | undefined;
function scheduleSave(): void {
  window.clearTimeout(saveTimer);
  saveTimer = window.setTimeout(saveState, SAVE_DELAY_MS);
}

function restoreState(params: URLSearchParams): void {
  const saved = params.has(RESET_PARAM) ? null : sessionStorage.getItem(STATE_KEY);
  if (saved !== null && !restoreSnapshot(saved)) console.warn('[mock] the kept mock state is from another version: starting from the seed');
  if (saved === null || params.has(RESET_PARAM)) sessionStorage.removeItem(STATE_KEY);
}

function keepStateAcrossReloads(): void {
  // pagehide fires on reload and navigation; a hidden tab may be discarded without it.
  window.addEventListener('pagehide', saveState);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveState();
  });
  // Every request: Bonus/Claim and LoginAsDemoUser are GETs that change state.
  worker.events.on('request:end', ({ request }) => {
    if (!isDevServerRequest(request)) scheduleSave();
  });
  // A rule fired by the price stream, with no request: a reload must not fire it again.
  onMockEvent((event) => {
    if (event.type === 'ruleUpdate') scheduleSave();
  });
}

function readStartOptions(): void {
  const params = new URLSearchParams(location.search);
  restoreState(params);
  if (params.has(BRAND_KEY)) {
    const brand = params.get(BRAND_KEY) ?? '';
    if (brand) sessionStorage.setItem(BRAND_KEY, brand);
    else sessionStorage.removeItem(BRAND_KEY);
  }
  setBrandOverride(sessionStorage.getItem(BRAND_KEY));
  setPageHost(location.hostname);
  const faults = params.get('mockFaults');
  if (faults) {
    try {
      setFaults(faultRulesSchema.parse(JSON.parse(faults)));
    } catch (error) {
      console.error('[mock] ?mockFaults= is not a valid rules array, ignored', error);
    }
  }
}

const TOKENS_CHANNEL = 'mock-tokens';

function isTokenRecord(value: unknown): value is TokenRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.userId === 'number' &&
    (record.kind === 'access' || record.kind === 'refresh') &&
    typeof record.expiresAt === 'number'
  );
}

/** Sent as the answer leaves the handler, before this tab's app can store the token. */
function shareTokensAcrossTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TOKENS_CHANNEL);
  const told = new Set(getState().tokens.keys());
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!Array.isArray(event.data)) return;
    const state = getState();
    for (const record of event.data) {
      if (!isTokenRecord(record)) continue;
      told.add(record.token);
      if (!state.tokens.has(record.token) && findUser(state, record.userId)) state.tokens.set(record.token, { ...record });
    }
    scheduleSave();
  });
  worker.events.on('request:end', ({ request }) => {
    if (isDevServerRequest(request)) return;
    const fresh = [...getState().tokens.values()].filter((record) => !told.has(record.token));
    if (fresh.length === 0) return;
    for (const record of fresh) told.add(record.token);
    channel.postMessage(fresh);
  });
}

const SHARED_KEY = 'mockShared';

interface SharedAcrossTabs {
  clockOffset: number;
  protection: Record<string, ProtectionRecord>;
}

function isSharedAcrossTabs(value: unknown): value is SharedAcrossTabs {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.clockOffset === 'number' && typeof record.protection === 'object' && record.protection !== null;
}

let lastShared = '';

/** One player's limits, breaks and clock for every tab, through localStorage. */
function publishShared(): void {
  const shared: SharedAcrossTabs = {
    clockOffset: clockOffset(),
    protection: Object.fromEntries(getState().users.flatMap((user) => (user.protection ? [[user.userName, user.protection]] : []))),
  };
  const text = JSON.stringify(shared);
  if (text === lastShared) return;
  lastShared = text;
  try {
    localStorage.setItem(SHARED_KEY, text);
  } catch (error) {
    console.warn('[mock] the shared protection state could not be written', error);
  }
}

function applyShared(text: string | null): void {
  if (text === null || text === lastShared) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  if (!isSharedAcrossTabs(parsed)) return;
  lastShared = text;
  setClockOffset(parsed.clockOffset);
  const state = getState();
  const now = nowMs();
  for (const [userName, protection] of Object.entries(parsed.protection)) {
    const user = findUserByName(state, userName);
    if (!user) continue;
    user.protection = protection;
    const breakUntil = Math.max(protection.timeOutUntil ?? 0, protection.exclusionUntil ?? 0);
    if (breakUntil > now) endSessions(state, user.id);
  }
}

function shareProtectionAcrossTabs(): void {
  applyShared(localStorage.getItem(SHARED_KEY));
  window.addEventListener('storage', (event) => {
    if (event.key === SHARED_KEY) {
      applyShared(event.newValue);
      scheduleSave();
    }
  });
  worker.events.on('request:end', ({ request }) => {
    if (!isDevServerRequest(request)) publishShared();
  });
}

export async function startMocking(): Promise<void> {
  readStartOptions();
  setBetDelayScale(1);
  // Before start() returns, the worker already answers the page's first calls.
  worker.events.on('request:start', ({ request }) => {
    if (isDevServerRequest(request)) return;
    const url = new URL(request.url);
    requestLog.push(`${request.method} ${url.pathname}${url.search}`);
  });
  await worker.start({
    serviceWorker: { url: '/mock-worker.js' },
    quiet: true,
    onUnhandledFrame({ frame }) {
      if (frame.protocol !== 'http') return;
      const { request } = frame.data as { request: Request };
      if (isDevServerRequest(request)) return;
      console.error(`[mock] No handler for ${request.method} ${request.url}`);
    },
  });
  setOddsStream(sessionStorage.getItem(ODDS_STREAM_KEY) !== 'off');
  keepStateAcrossReloads();
  shareTokensAcrossTabs();
  shareProtectionAcrossTabs();
  window.__mock = {
    setFaults,
    clearFaults,
    faults: activeFaults,
    reset: () => {
      resetMock();
      saveState();
      publishShared();
    },
    acceptDeposit: decide('Deposit', true),
    rejectDeposit: decide('Deposit', false),
    acceptWithdrawal: decide('Withdrawal', true),
    rejectWithdrawal: decide('Withdrawal', false),
    setOddsStream,
    stepOdds: stepOddsStream,
    setRunnerPrice: (runnerId, bestBack) => {
      setRunnerPrice(getState(), runnerId, bestBack);
      saveState();
    },
    setMarketStatus: (marketId, status) => {
      const lapsed = setMarketStatus(getState(), marketId, status, nowMs());
      saveState();
      return lapsed.map((bet) => bet.betId);
    },
    turnInPlay: (eventId) => {
      const lapsed = turnInPlay(getState(), eventId, nowMs());
      saveState();
      return lapsed.map((bet) => bet.betId);
    },
    matchAgainst: (betId, size) => {
      const bet = matchAgainst(getState(), betId, size);
      saveState();
      return { matchedStake: bet.stake, unmatchedStake: bet.unmatchedStake ?? 0 };
    },
    setLevelSize: (runnerId, side, level, size) => {
      const price = setLevelSize(getState(), runnerId, side, level, size);
      saveState();
      return price;
    },
    setBetDelayScale,
    setBrand: (host) => {
      if (host) sessionStorage.setItem(BRAND_KEY, host);
      else sessionStorage.removeItem(BRAND_KEY);
      setBrandOverride(host);
    },
    setNow: (value) => {
      setNow(value);
      resetMock();
      saveState();
    },
    advanceClock: (ms) => {
      const at = advanceMockClock(getState(), ms);
      saveState();
      publishShared();
      return new Date(at).toISOString();
    },
    providerState: applyProviderState,
    hubClients: () => mockHub.clients(),
    dropHub: () => mockHub.closeAll(),
    setHubDelay: (ms) => {
      mockHub.messageDelayMs = Math.max(0, ms);
    },
    user: (userName) => {
      const state = getState();
      const user = findUserByName(state, userName);
      return user ? { balance: user.balance, exposure: userExposure(state, user.id), openBets: openBetsOf(state, user.id).length } : null;
    },
    openBets: (userName) => {
      const state = getState();
      const user = findUserByName(state, userName);
      return user ? openBookRefs(state, user.id) : [];
    },
    cashOutRules: (userName) => {
      const state = getState();
      const user = findUserByName(state, userName);
      return user ? cashOutRulesOf(state, user.id) : [];
    },
    settle: (marketId, result) => {
      const summary = settleMarket(getState(), marketId, result, nowMs());
      saveState();
      return summary;
    },
    requestCount: (match) => requestLog.filter((entry) => entry.includes(match)).length,
    clearRequests: () => {
      requestLog.length = 0;
    },
  };
}
