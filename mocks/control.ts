// Test controls under /__mock/, outside the API: docs/mock-backend.md "Controls".
import { HttpResponse, type HttpHandler } from 'msw';
import { quickHttp } from './handlers/shared/quick-http';
import * as z from 'zod';
import { getState, resetDb } from './db';
import { BusinessError } from './db/errors';
import { cashOutRulesOf } from './db/services/cash-out-rules';
import { openBetsOf, userExposure } from './db/services/exposure';
import { findUserByName } from './db/services/users';
import { settleMarket, settlementResultSchema } from './db/services/settlement';
import { decideDwRequest } from './db/services/wallet';
import { advanceMockClock } from './db/services/protection';
import { nowMs } from './db/clock';
import { activeFaults, applyModuleFault, clearFaults, faultRulesSchema, setFaults } from './faults';
import { mockHub } from './hub/hub';
import { isOddsStreamOn, setOddsStream, stepOddsStream } from './hub/odds-stream';
import { setRunnerPrice } from './db/services/odds-moves';
import { matchAgainst } from './db/services/order-book';
import { setMarketStatus, turnInPlay } from './db/services/unmatched';
import { applyProviderState } from './provider-states';
import { setBetDelayScale } from './runtime-settings';
import { resetXssStats, setXss, xssStats } from './xss/inject';

const providerStateBody = z.object({ state: z.string().min(1), params: z.unknown().optional() });
const clockBody = z.object({ advanceMs: z.number().int().nonnegative() });

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
  }
}

const badRequest = (error: string): Response => HttpResponse.json({ error }, { status: 400 });

/** A refusal (no such bet, market…) is a 400 naming it. */
function businessAnswer(action: () => object): Response {
  try {
    return HttpResponse.json({ ok: true, ...action() });
  } catch (error) {
    if (error instanceof BusinessError) return badRequest(error.message);
    throw error;
  }
}
const issues = (error: z.ZodError): string => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

/** Keeps the brand override and the hosts' knobs. */
export function resetMock(): void {
  resetDb();
  clearFaults();
}

export const controlHandlers: HttpHandler[] = [
  quickHttp.post('*/__mock/reset', () => {
    resetMock();
    return HttpResponse.json({ ok: true });
  }),
  quickHttp.post('*/__mock/clock', async ({ request }) => {
    const parsed = clockBody.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(`Invalid clock body: ${issues(parsed.error)}`);
    const { advanceMs } = parsed.data;
    return businessAnswer(() => ({ now: new Date(advanceMockClock(getState(), advanceMs)).toISOString() }));
  }),
  quickHttp.get('*/__mock/clock', () => HttpResponse.json({ now: new Date(nowMs()).toISOString() })),
  quickHttp.get('*/__mock/faults', () => HttpResponse.json({ faults: activeFaults() })),
  quickHttp.post('*/__mock/faults', async ({ request }) => {
    const parsed = faultRulesSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(`Invalid fault rules: ${issues(parsed.error)}`);
    setFaults(parsed.data);
    return HttpResponse.json({ ok: true, faults: activeFaults() });
  }),
  quickHttp.delete('*/__mock/faults', () => {
    clearFaults();
    return HttpResponse.json({ ok: true });
  }),
  quickHttp.post('*/__mock/provider-state', async ({ request }) => {
    const parsed = providerStateBody.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(`Invalid provider-state body: ${issues(parsed.error)}`);
    const outcome = applyProviderState(parsed.data.state, parsed.data.params);
    return outcome.ok ? HttpResponse.json({ ok: true }) : badRequest(outcome.error);
  }),
  quickHttp.get('*/__mock/state/users/:userName', ({ params }) => {
    const state = getState();
    const userName = typeof params.userName === 'string' ? params.userName : '';
    const user = findUserByName(state, userName);
    if (!user) return HttpResponse.json({ error: `Unknown user: ${userName}` }, { status: 404 });
    const exposure = userExposure(state, user.id);
    return HttpResponse.json({
      userName: user.userName,
      balance: user.balance,
      exposure,
      available: Math.round((user.balance - exposure) * 100) / 100,
      openBets: openBetsOf(state, user.id).length,
    });
  }),
  quickHttp.get('*/__mock/state/users/:userName/cash-out-rules', ({ params }) => {
    const state = getState();
    const user = findUserByName(state, typeof params.userName === 'string' ? params.userName : '');
    if (!user) return HttpResponse.json({ error: `Unknown user: ${String(params.userName)}` }, { status: 404 });
    return HttpResponse.json({ rules: cashOutRulesOf(state, user.id) });
  }),
  quickHttp.post('*/__mock/deposit-withdrawals/:id/:decision', ({ params }) => {
    const id = Number(params.id);
    const decision = params.decision;
    if (!Number.isInteger(id) || (decision !== 'accept' && decision !== 'reject')) {
      return badRequest('Use POST /__mock/deposit-withdrawals/<id>/accept or /reject');
    }
    try {
      const record = decideDwRequest(getState(), id, decision === 'accept', nowMs());
      return HttpResponse.json({ ok: true, id: record.id, status: record.status });
    } catch (error) {
      if (error instanceof BusinessError) return badRequest(error.message);
      throw error;
    }
  }),
  quickHttp.post('*/__mock/settle', async ({ request }) => {
    const parsed = z.object({ marketId: z.number().int(), result: settlementResultSchema }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(`Invalid settle body: ${issues(parsed.error)}`);
    try {
      return HttpResponse.json({ ok: true, ...settleMarket(getState(), parsed.data.marketId, parsed.data.result, nowMs()) });
    } catch (error) {
      if (error instanceof BusinessError) return badRequest(error.message);
      throw error;
    }
  }),
  quickHttp.post('*/__mock/odds-stream', async ({ request }) => {
    const parsed = z.object({ on: z.boolean() }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"on": true|false}');
    setOddsStream(parsed.data.on);
    return HttpResponse.json({ ok: true, on: isOddsStreamOn() });
  }),
  quickHttp.post('*/__mock/odds-stream/step', () => {
    stepOddsStream();
    return HttpResponse.json({ ok: true });
  }),
  quickHttp.post('*/__mock/runner-price', async ({ request }) => {
    const parsed = z.object({ runnerId: z.number().int(), bestBack: z.number().gt(1) }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"runnerId": n, "bestBack": odds}');
    try {
      setRunnerPrice(getState(), parsed.data.runnerId, parsed.data.bestBack);
    } catch (error) {
      return badRequest(error instanceof Error ? error.message : String(error));
    }
    return HttpResponse.json({ ok: true });
  }),
  quickHttp.post('*/__mock/market-status', async ({ request }) => {
    const parsed = z.object({ marketId: z.number().int(), status: z.enum(['SUSPENDED', 'ACTIVE']) }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"marketId": n, "status": "SUSPENDED" | "ACTIVE"}');
    return businessAnswer(() => ({
      lapsedBetIds: setMarketStatus(getState(), parsed.data.marketId, parsed.data.status, nowMs()).map((bet) => bet.betId),
    }));
  }),
  quickHttp.post('*/__mock/turn-in-play', async ({ request }) => {
    const parsed = z.object({ eventId: z.number().int() }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"eventId": n}');
    return businessAnswer(() => ({ lapsedBetIds: turnInPlay(getState(), parsed.data.eventId, nowMs()).map((bet) => bet.betId) }));
  }),
  quickHttp.post('*/__mock/match-against', async ({ request }) => {
    const parsed = z.object({ betId: z.number().int(), size: z.number().gt(0) }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"betId": n, "size": n}');
    return businessAnswer(() => {
      const bet = matchAgainst(getState(), parsed.data.betId, parsed.data.size);
      return { betId: bet.betId, matchedStake: bet.stake, unmatchedStake: bet.unmatchedStake ?? 0 };
    });
  }),
  quickHttp.post('*/__mock/bet-delay-scale', async ({ request }) => {
    const parsed = z.object({ scale: z.number().min(0).max(1) }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"scale": 0..1}');
    setBetDelayScale(parsed.data.scale);
    return HttpResponse.json({ ok: true });
  }),
  quickHttp.get('*/__mock/hub/clients', () => HttpResponse.json({ clients: mockHub.clients() })),
  // Screen-module faults: browser worker only; unmatched requests go on to the dev server.
  quickHttp.get(/\/src\/.+\.tsx(?:\?.*)?$/, ({ request }) => applyModuleFault(request)),
  quickHttp.get('*/__mock/xss', () => HttpResponse.json(xssStats())),
  quickHttp.post('*/__mock/xss', async ({ request }) => {
    const parsed = z.object({ on: z.boolean() }).safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Body must be {"on": true|false}');
    setXss(parsed.data.on);
    resetXssStats();
    return HttpResponse.json({ ok: true, ...xssStats() });
  }),
];
