// Odds controller: an event's markets with three price levels a side, and the player's limits.
import type { GetUserLimitsResponse, GetUserOddsResponse } from '../../src/api/generated/types.gen';
import {
  zGetUserLimitsQuery,
  zGetUserLimitsResponse,
  zGetUserOddsQuery,
  zGetUserOddsResponse,
} from '../../src/api/generated/zod.gen';
import { refuse } from '../db/errors';
import { eventOddsView, findEvent, limitsView } from '../db/services/markets';
import { defineRoute, ok } from './shared/route';

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
  defineRoute({
    method: 'get',
    path: '/Odds/GetUserLimits',
    auth: 'required',
    query: zGetUserLimitsQuery,
    response: zGetUserLimitsResponse,
    handle: ({ state, query }) => {
      if (!findEvent(state, query.eventId)) refuse('Event not found');
      return ok<GetUserLimitsResponse>(limitsView(state, query.eventId));
    },
  }),
];
