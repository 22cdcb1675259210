// Odds controller: an event's markets with three price levels a side, and the player's limits.
import type { GetUserLimitsResponse, GetUserOddsResponse, GetUserOddsV1Response } from '../../src/api/generated/types.gen';
import {
  zGetUserLimitsQuery,
  zGetUserLimitsResponse,
  zGetUserOddsQuery,
  zGetUserOddsResponse,
  zGetUserOddsV1Query,
  zGetUserOddsV1Response,
} from '../../src/api/generated/zod.gen';
import { refuse } from '../db/errors';
import { eventOddsV1View, eventOddsView, findEvent, limitsView } from '../db/services/markets';
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
    path: '/Odds/GetUserLimits',
    // Visitors get the event's limits too: the family's older client asks signed out and logs out on a 401.
    auth: 'optional',
    query: zGetUserLimitsQuery,
    response: zGetUserLimitsResponse,
    handle: ({ state, query }) => {
      if (!findEvent(state, query.eventId)) refuse('Event not found');
      return ok<GetUserLimitsResponse>(limitsView(state, query.eventId));
    },
  }),
];
