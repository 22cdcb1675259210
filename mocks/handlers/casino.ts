// The casino catalogue (API) and the three providers' session logins (their own hosts, not ABP).
import type {
  CasinoLaunchError,
  CasinoLotusLoginResponse,
  GetCasinoGamesResponse,
} from '../../src/api/generated/types.gen';
import {
  zCasinoAuraTokenBody,
  zCasinoAuraTokenResponse,
  zCasinoLotusLoginBody,
  zCasinoLotusLoginResponse,
  zCasinoRoyalLoginResponse,
  zGetCasinoGamesResponse,
} from '../../src/api/generated/zod.gen';
import type { MockState, UserRecord } from '../db/types';
import { bearerTokenOf } from './shared/request-info';
import { defineRoute, ok, plain, type Reply } from './shared/route';

function casinoUser(state: MockState, token: string | null): UserRecord | undefined {
  return token ? state.users.find((user) => user.casinoToken === token && user.sports.casino) : undefined;
}

function launch(state: MockState, url: URL, token: string | null, gameId: string, platform: string | undefined): Reply {
  if (!casinoUser(state, token)) return plain<CasinoLaunchError>({ message: 'Session expired' }, 401);
  const session = `mock-session-${state.counters.casinoSession++}`;
  const launchUrl = `${url.origin}/play/${encodeURIComponent(gameId)}?session=${session}${platform ? `&platform=${platform}` : ''}`;
  return plain<CasinoLotusLoginResponse>({ launchUrl });
}

export const casinoHandlers = [
  defineRoute({
    method: 'get',
    path: '/api/InternationalCasino/GetGames',
    auth: 'optional',
    response: zGetCasinoGamesResponse,
    handle: ({ state }) => ok<GetCasinoGamesResponse>(structuredClone(state.casino)),
  }),
  defineRoute({
    method: 'post',
    path: '/lotus/api/auth/login',
    auth: 'none',
    envelope: 'plain',
    body: zCasinoLotusLoginBody,
    response: zCasinoLotusLoginResponse,
    handle: ({ state, url, body }) => launch(state, url, body.token, body.gameId, body.platform),
  }),
  defineRoute({
    method: 'post',
    path: '/aura/api/token',
    auth: 'none',
    envelope: 'plain',
    body: zCasinoAuraTokenBody,
    response: zCasinoAuraTokenResponse,
    handle: ({ state, url, body }) => launch(state, url, body.token, body.gameId, body.platform),
  }),
  defineRoute({
    method: 'post',
    path: '/royal/login',
    auth: 'none',
    envelope: 'plain',
    response: zCasinoRoyalLoginResponse,
    // No body: the casino token travels as the bearer credential (security scheme casinoToken).
    handle: ({ state, url, request }) => launch(state, url, bearerTokenOf(request), 'lobby', undefined),
  }),
];
