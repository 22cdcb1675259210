// The casino catalogue (API) and the three providers' session logins (their own hosts, not ABP).
import type {
  CasinoGame,
  CasinoLaunchError,
  CasinoProvider,
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
import { runningBreak } from '../db/services/protection';
import { casinoTokenHolder } from '../db/services/users';
import type { MockState } from '../db/types';
import { bearerTokenOf } from './shared/request-info';
import { defineRoute, ok, plain, type Reply } from './shared/route';

function findGame(state: MockState, gameId: string): CasinoGame | undefined {
  return state.casino.flatMap((category) => category.games).find((game) => game.id === gameId);
}

const SESSION_EXPIRED = 'Session expired';

/** A break closes the casino for the token held before it too; after it, only a new login's token plays. */
function launchRefusal(state: MockState, token: string | null, nowMs: number): string | null {
  const holder = token ? casinoTokenHolder(state, token) : undefined;
  if (!holder) return SESSION_EXPIRED;
  const running = runningBreak(holder.user, nowMs);
  if (running) return running.message;
  return holder.current && holder.user.sports.casino ? null : SESSION_EXPIRED;
}

/** The other loopback name: the app frames only another origin (its own could lift the sandbox). */
function gamePageUrl(
  state: MockState,
  url: URL,
  provider: CasinoProvider,
  gameId: string,
  session: string,
  platform: string | undefined,
): string {
  const page = globalThis.location as Location | undefined;
  const servedByDevServer = typeof navigator !== 'undefined' && (navigator as Navigator).serviceWorker?.controller != null;
  const query = new URLSearchParams({ session, ...(platform ? { platform } : {}) });
  if (!page || !servedByDevServer || !/^https?:$/.test(page.protocol))
    return `${url.origin}/play/${encodeURIComponent(gameId)}?${query.toString()}`;
  const game = findGame(state, gameId);
  query.set('provider', provider);
  query.set('game', gameId);
  if (game) query.set('name', game.name);
  const otherHost = page.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${page.protocol}//${otherHost}${page.port ? `:${page.port}` : ''}/mock-casino/game.html?${query.toString()}`;
}

interface LaunchContext {
  state: MockState;
  url: URL;
  nowMs: number;
}

function launch(
  { state, url, nowMs }: LaunchContext,
  provider: CasinoProvider,
  token: string | null,
  gameId: string,
  platform: string | undefined,
): Reply {
  const refusal = launchRefusal(state, token, nowMs);
  if (refusal !== null) return plain<CasinoLaunchError>({ message: refusal }, 401);
  const session = `mock-session-${state.counters.casinoSession++}`;
  return plain<CasinoLotusLoginResponse>({ launchUrl: gamePageUrl(state, url, provider, gameId, session, platform) });
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
    handle: ({ body, ...context }) => launch(context, 'lotus', body.token, body.gameId, body.platform),
  }),
  defineRoute({
    method: 'post',
    path: '/aura/api/token',
    auth: 'none',
    envelope: 'plain',
    body: zCasinoAuraTokenBody,
    response: zCasinoAuraTokenResponse,
    handle: ({ body, ...context }) => launch(context, 'aura', body.token, body.gameId, body.platform),
  }),
  defineRoute({
    method: 'post',
    path: '/royal/login',
    auth: 'none',
    envelope: 'plain',
    response: zCasinoRoyalLoginResponse,
    // No body: the casino token travels as the bearer credential (security scheme casinoToken).
    handle: ({ request, ...context }) => launch(context, 'royal', bearerTokenOf(request), 'lobby', undefined),
  }),
];
