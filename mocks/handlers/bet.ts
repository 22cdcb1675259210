// Bet controller; placement waits the in-play bet delay.
import type {
  CancelBetResponse,
  CancelMarketBetsResponse,
  GetCashOutRulesResponse,
  GetTopWinnersResponse,
  GetUserExpectedProfitLossResponse,
  GetUserOpenBetsResponse,
  PlaceBetRequest,
  PlaceBetResponse,
  PlaceBetV1Response,
  RemoveCashOutRuleResponse,
  ReplaceBetResponse,
  SetCashOutRuleResponse,
} from '../../src/api/generated/types.gen';
import {
  zCancelBetBody,
  zCancelBetResponse,
  zCancelMarketBetsBody,
  zCancelMarketBetsResponse,
  zGetCashOutRulesResponse,
  zGetTopWinnersPath,
  zGetTopWinnersResponse,
  zGetUserBetHistoryBody,
  zGetUserBetHistoryResponse,
  zGetUserBetHistoryV1Query,
  zGetUserBetHistoryV1Response,
  zGetUserExpectedProfitLossQuery,
  zGetUserExpectedProfitLossResponse,
  zGetUserOpenBetsResponse,
  zPlaceBetBody,
  zPlaceBetResponse,
  zPlaceBetV1Body,
  zPlaceBetV1Response,
  zRemoveCashOutRuleBody,
  zRemoveCashOutRuleResponse,
  zReplaceBetBody,
  zReplaceBetResponse,
  zSetCashOutRuleBody,
  zSetCashOutRuleResponse,
} from '../../src/api/generated/zod.gen';
import type { z } from 'zod';
import { getState, nowMs } from '../db';
import { refuse, UnauthorizedError } from '../db/errors';
import { betDelayOf, betHistory, placeBet, prepareBet, repeatedPlacement } from '../db/services/betting';
import { cashOutRulesOf, removeCashOutRule, setCashOutRule } from '../db/services/cash-out-rules';
import { expectedProfitLoss, openBetsView } from '../db/services/exposure';
import { cancelBet, cancelMarketBets, prepareReplace, replaceBet } from '../db/services/unmatched';
import { findUser } from '../db/services/users';
import { getBetDelayScale, sleep } from '../runtime-settings';
import type { MockState, UserRecord } from '../db/types';
import { defineRoute, ok } from './shared/route';

/** A repeat during the bet delay waits for the first bet. */
const heldPlacements = new WeakMap<MockState, Map<string, Promise<PlaceBetResponse['result']>>>();

function heldIn(state: MockState): Map<string, Promise<PlaceBetResponse['result']>> {
  let held = heldPlacements.get(state);
  if (!held) {
    held = new Map();
    heldPlacements.set(state, held);
  }
  return held;
}

async function placeWithDelay(state: MockState, user: UserRecord, body: PlaceBetRequest): Promise<PlaceBetResponse['result']> {
  const repeated = repeatedPlacement(state, user, body);
  if (repeated) return repeated;
  const key = body.clientRef ? `${user.id}:${body.clientRef}` : null;
  const held = key ? heldIn(state).get(key) : undefined;
  if (held) return held;

  // Refuse at once; only a bet that could match waits the delay.
  prepareBet(state, user, body);
  const placing = (async () => {
    const delay = betDelayOf(state, body, user.id) * getBetDelayScale();
    if (delay > 0) await sleep(delay);
    // Checked again: the state may have changed during the delay.
    const current = getState();
    const player = findUser(current, user.id);
    if (!player) throw new UnauthorizedError('The player no longer exists');
    return placeBet(current, player, body, nowMs());
  })();
  if (!key) return placing;
  heldIn(state).set(key, placing);
  try {
    return await placing;
  } finally {
    heldIn(state).delete(key);
  }
}

/** Waits the bet delay, then acts on the state as it is then. */
async function replaceWithDelay(state: MockState, user: UserRecord, betId: number, newOdds: number): Promise<ReplaceBetResponse['result']> {
  const placement = prepareReplace(state, user, betId, newOdds);
  const delay = betDelayOf(state, placement, user.id) * getBetDelayScale();
  if (delay > 0) await sleep(delay);
  const current = getState();
  const player = findUser(current, user.id);
  if (!player) throw new UnauthorizedError('The player no longer exists');
  return replaceBet(current, player, betId, newOdds, nowMs());
}

/** Older clients send ids as floats: whole numbers only. */
function wholeId(value: number | null | undefined, what: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value)) refuse(`${what} not found`);
  return value;
}

export const betHandlers = [
  defineRoute({
    method: 'post',
    path: '/Bet/PlaceBetV2',
    auth: 'required',
    body: zPlaceBetBody,
    response: zPlaceBetResponse,
    handle: async ({ state, user, body }) => ok<PlaceBetResponse>(await placeWithDelay(state, user, body)),
  }),
  // Still served to the older clients; `result` is the player's message.
  defineRoute({
    method: 'post',
    path: '/Bet/PlaceBet',
    auth: 'required',
    body: zPlaceBetV1Body,
    response: zPlaceBetV1Response,
    handle: async ({ state, user, body }) => {
      const placed = await placeWithDelay(state, user, {
        eventId: body.eventId,
        marketId: wholeId(body.marketId, 'Market') ?? 0,
        runnerId: wholeId(body.runnerId, 'Runner'),
        type: body.type,
        rate: body.rate,
        stake: body.stake,
        fancyValue: body.fancyValue ?? 0,
        placeTime: body.placeTime ?? null,
      });
      return ok<PlaceBetV1Response>(placed.message);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/Bet/GetUserExpectedProfitLoss',
    auth: 'required',
    query: zGetUserExpectedProfitLossQuery,
    response: zGetUserExpectedProfitLossResponse,
    handle: ({ state, user, query }) => ok<GetUserExpectedProfitLossResponse>(expectedProfitLoss(state, user.id, query.eventId)),
  }),
  defineRoute({
    method: 'get',
    path: '/Bet/GetUserOpenBets',
    auth: 'required',
    response: zGetUserOpenBetsResponse,
    handle: ({ state, user }) => ok<GetUserOpenBetsResponse>(openBetsView(state, user)),
  }),
  // Our proposal.
  defineRoute({
    method: 'post',
    path: '/api/services/app/Bet/CancelBet',
    auth: 'required',
    body: zCancelBetBody,
    response: zCancelBetResponse,
    handle: ({ state, user, body }) => ok<CancelBetResponse>(cancelBet(state, user, body.betId, body.size, body.remainingSize)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/services/app/Bet/CancelMarketBets',
    auth: 'required',
    body: zCancelMarketBetsBody,
    response: zCancelMarketBetsResponse,
    handle: ({ state, user, body }) => ok<CancelMarketBetsResponse>(cancelMarketBets(state, user, body.marketId)),
  }),
  // Our proposal.
  defineRoute({
    method: 'post',
    path: '/api/services/app/Bet/ReplaceBet',
    auth: 'required',
    body: zReplaceBetBody,
    response: zReplaceBetResponse,
    handle: async ({ state, user, body }) => ok<ReplaceBetResponse>(await replaceWithDelay(state, user, body.betId, body.newOdds)),
  }),
  // Our proposal: automatic cash out.
  defineRoute({
    method: 'get',
    path: '/api/services/app/Bet/GetCashOutRules',
    auth: 'required',
    response: zGetCashOutRulesResponse,
    handle: ({ state, user }) => ok<GetCashOutRulesResponse>(cashOutRulesOf(state, user.id)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/services/app/Bet/SetCashOutRule',
    auth: 'required',
    body: zSetCashOutRuleBody,
    response: zSetCashOutRuleResponse,
    handle: ({ state, user, body }) => ok<SetCashOutRuleResponse>(setCashOutRule(state, user, body)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/services/app/Bet/RemoveCashOutRule',
    auth: 'required',
    body: zRemoveCashOutRuleBody,
    response: zRemoveCashOutRuleResponse,
    handle: ({ state, user, body }) => ok<RemoveCashOutRuleResponse>(removeCashOutRule(state, user, body.marketId)),
  }),
  defineRoute({
    method: 'post',
    path: '/Bet/GetUserBetHistory',
    auth: 'required',
    body: zGetUserBetHistoryBody,
    response: zGetUserBetHistoryResponse,
    handle: ({ state, user, body }) => ok<z.input<typeof zGetUserBetHistoryResponse>>(betHistory(state, user, body)),
  }),
  defineRoute({
    method: 'get',
    path: '/api/services/app/Bet/GetUserBetHistory',
    auth: 'required',
    query: zGetUserBetHistoryV1Query,
    response: zGetUserBetHistoryV1Response,
    handle: ({ state, user, query }) =>
      ok<z.input<typeof zGetUserBetHistoryV1Response>>(
        betHistory(state, user, {
          startDate: query.StartDate ?? null,
          endDate: query.EndDate ?? null,
          sorting: query.Sorting ?? null,
          maxResultCount: query.MaxResultCount ?? 10,
          skipCount: query.SkipCount ?? 0,
        }),
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/Bet/GetTopTenWinners/:count',
    auth: 'optional',
    params: zGetTopWinnersPath,
    response: zGetTopWinnersResponse,
    handle: ({ state, params }) => ok<GetTopWinnersResponse>(state.topWinners.slice(0, params.count).map((winner) => ({ ...winner }))),
  }),
];
