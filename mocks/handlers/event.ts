import type {
  GetClosestEventsResponse,
  GetEventsBySportNameResponse,
  GetMarketsByEventIdResponse,
  GetScoreCardResponse,
  GetSportTreeResponse,
  GetVideoLinkResponse,
  VideoLinks,
} from '../../src/api/generated/types.gen';
import {
  zGetClosestEventsQuery,
  zGetClosestEventsResponse,
  zGetEventsBySportNameQuery,
  zGetEventsBySportNameResponse,
  zGetMarketsByEventIdQuery,
  zGetMarketsByEventIdResponse,
  zGetScoreCardQuery,
  zGetScoreCardResponse,
  zGetSportTreeResponse,
  zGetVideoLinkQuery,
  zGetVideoLinkResponse,
} from '../../src/api/generated/zod.gen';
import { refuse } from '../db/errors';
import { catalogueView, findEvent, sportTree } from '../db/services/markets';
import { defineRoute, ok } from './shared/route';

export const eventHandlers = [
  defineRoute({
    method: 'get',
    path: '/Event/TreeSportWithEvent',
    auth: 'optional',
    response: zGetSportTreeResponse,
    handle: ({ state, user }) => ok<GetSportTreeResponse>(structuredClone(sportTree(state, user?.sports ?? null))),
  }),
  defineRoute({
    method: 'get',
    path: '/event/GetBySportName',
    auth: 'optional',
    query: zGetEventsBySportNameQuery,
    response: zGetEventsBySportNameResponse,
    handle: ({ state, query }) => {
      const sport = state.sports.find((item) => item.name === query.sportName);
      const events = state.events.filter((event) => event.sportId === sport?.id && event.status !== 'CLOSED');
      return ok<GetEventsBySportNameResponse>(structuredClone(events));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/Event/Closest',
    auth: 'optional',
    query: zGetClosestEventsQuery,
    response: zGetClosestEventsResponse,
    handle: ({ state, query }) => {
      const upcoming = state.events
        .filter((event) => event.status === 'UPCOMING' && (query.sportId === undefined || event.sportId === query.sportId))
        .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''))
        .slice(0, query.count);
      return ok<GetClosestEventsResponse>(structuredClone(upcoming));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/Market/GetByEventId',
    auth: 'optional',
    query: zGetMarketsByEventIdQuery,
    response: zGetMarketsByEventIdResponse,
    handle: ({ state, query }) => {
      if (!findEvent(state, query.eventId)) refuse('Event not found');
      return ok<GetMarketsByEventIdResponse>(catalogueView(state, query.eventId));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/services/app/Sport/GetScoreCard',
    auth: 'required',
    query: zGetScoreCardQuery,
    response: zGetScoreCardResponse,
    handle: ({ state, query }) => {
      const known = state.events.some((event) => event.dreamEventId === query.DreamEventId);
      return ok<GetScoreCardResponse>(known ? `https://score.exchange.example/card/${query.DreamEventId}` : null);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/services/app/Sport/GetVideoLink',
    auth: 'required',
    query: zGetVideoLinkQuery,
    response: zGetVideoLinkResponse,
    // As the backend family: every match streamed now, whatever eventId says (older clients send none).
    handle: ({ state }) => {
      const getMatches = state.events.flatMap(({ status, dreamEventId }) => {
        const channel = dreamEventId == null ? undefined : state.videoChannels.get(dreamEventId);
        return status === 'IN_PLAY' && channel !== undefined ? [{ bid: String(dreamEventId), Channel: channel }] : [];
      });
      const links: VideoLinks = { data: { getMatches } };
      return ok<GetVideoLinkResponse>(JSON.stringify(links));
    },
  }),
];
