import type {
  GetRunnerLadderResponse,
  GetRunnerPriceHistoryResponse,
  GetUserLimitsResponse,
  GetUserOddsResponse,
  GetUserOddsV1Response,
} from '../../src/api/generated/types.gen';
import {
  zGetRunnerLadderQuery,
  zGetRunnerLadderResponse,
  zGetRunnerPriceHistoryQuery,
  zGetRunnerPriceHistoryResponse,
  zGetUserLimitsQuery,
  zGetUserLimitsResponse,
  zGetUserOddsQuery,
  zGetUserOddsResponse,
  zGetUserOddsV1Query,
  zGetUserOddsV1Response,
} from '../../src/api/generated/zod.gen';
import { refuse } from '../db/errors';
import {
  eventOddsV1View,
  eventOddsView,
  exchangeRunner,
  findEvent,
  limitsView,
  runnerLadderView,
  runnerPriceHistoryView,
  type Selection,
} from '../db/services/markets';
import type { MockState } from '../db/types';
import { defineRoute, ok } from './shared/route';

function runnerOrRefuse(state: MockState, query: { marketId: number; runnerId: number }): Selection {
  return exchangeRunner(state, query.marketId, query.runnerId) ?? refuse('Runner not found');
}

export const oddsHandlers = [
  defineRoute({
    method: 'get',
    path: '/Odds/GetUserOddsV2',
    auth: 'optional',
    query: zGetUserOddsQuery,
    response: zGetUserOddsResponse,
    handle: ({ state, query }) => {
      if (!findEvent(state, query.eventId)) refuse('Event not found');
      return ok<GetUserOddsResponse>(eventOddsView(state, query.eventId));
    },
  }),
  // The family's first version, still served to its older clients (openapi Odds/GetUserOdds).
  defineRoute({
    method: 'get',
    path: '/Odds/GetUserOdds',
    auth: 'optional',
    query: zGetUserOddsV1Query,
    response: zGetUserOddsV1Response,
    handle: ({ state, query }) => {
      if (!findEvent(state, query.eventId)) refuse('Event not found');
      return ok<GetUserOddsV1Response>(eventOddsV1View(state, query.eventId));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/Odds/GetRunnerLadder',
    auth: 'optional',
    query: zGetRunnerLadderQuery,
    response: zGetRunnerLadderResponse,
    handle: ({ state, query }) => ok<GetRunnerLadderResponse>(runnerLadderView(state, runnerOrRefuse(state, query))),
  }),
  defineRoute({
    method: 'get',
    path: '/Odds/GetRunnerPriceHistory',
    auth: 'optional',
    query: zGetRunnerPriceHistoryQuery,
    response: zGetRunnerPriceHistoryResponse,
    handle: ({ state, query }) => ok<GetRunnerPriceHistoryResponse>(runnerPriceHistoryView(state, runnerOrRefuse(state, query))),
  }),
  defineRoute({
    method: 'get',
    path: '/Odds/GetUserLimits',
    // The family's older client asks signed out and logs out on a 401.
    auth: 'optional',
    query: zGetUserLimitsQuery,
    response: zGetUserLimitsResponse,
    handle: ({ state, query }) => {
      if (!findEvent(state, query.eventId)) refuse('Event not found');
      return ok<GetUserLimitsResponse>(limitsView(state, query.eventId));
    },
  }),
];
