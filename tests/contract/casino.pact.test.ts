import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { casinoAuraToken, casinoLotusLogin, casinoRoyalLogin, getCasinoGames } from '@/api/generated/sdk.gen';
import {
  abpSuccess,
  apiPact,
  bearer,
  CONSUMER,
  jsonRequestHeaders,
  jsonResponseHeaders,
  PACT_DIR,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The casino calls of docs/product.md §7, through the generated SDK with the app's runtime:
// GetGames on the API, and the three providers' logins. Each provider has its own host (live or
// test, docs/product.md §7), so each is a provider of its own in pact terms: contracts/pacts/
// exchange-player-web-casino-<name>.json, verified against the mock backend like the API.

const { atLeastLike, regex, string } = MatchersV3;

const CASINO_PROVIDERS = { lotus: 'casino-lotus', aura: 'casino-aura', royal: 'casino-royal' } as const;

function providerPact(provider: string): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });
}

const api = apiPact();
const lotus = providerPact(CASINO_PROVIDERS.lotus);
const aura = providerPact(CASINO_PROVIDERS.aura);
const royal = providerPact(CASINO_PROVIDERS.royal);
withAppRuntime();

/** What the app stores as casinoToken at login (docs/product.md §3); the state makes it player1's. */
const CASINO_TOKEN = 'pact-casino-player1';
const hasCasinoToken = { token: CASINO_TOKEN } as const;
/** The app frames only a web page of another site (src/features/casino/model/launch.ts). */
const LAUNCH_URL = regex('^https?://[^/]+/.*', 'https://lotus.casino-test.example/play/teen-patti?session=mock-session-1&platform=desktop');

/** A provider is not the API: its calls go to its own host, never through the stored baseUrl. */
const onProvider = (mockServer: { url: string }) => ({ baseUrl: mockServer.url, throwOnError: true as const });

describe('api/InternationalCasino/GetGames', () => {
  it('answers the catalogue: categories with their games and each game’s provider', async () => {
    storeSession();
    await api
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a casino catalogue load by a signed-in player')
      .withRequest('GET', '/api/InternationalCasino/GetGames', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            atLeastLike(
              {
                category: string('Popular'),
                games: atLeastLike(
                  {
                    id: regex('^[a-z0-9-]+$', 'teen-patti'),
                    name: string('Teen Patti'),
                    imageURL: string('https://cdn.exchange.example/casino/teen-patti.webp'),
                    provider: regex('^(lotus|aura|royal)$', 'lotus'),
                  },
                  1,
                ),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getCasinoGames({ ...viaMockServer(mockServer) });
        expect(data.result[0]?.games[0]?.provider).toBe('lotus');
      });
  });
});

describe('lotus: POST /lotus/api/auth/login', () => {
  it('opens a game session for the casino token, the game and the platform', async () => {
    await lotus
      .addInteraction()
      .given('player1 has a casino token', hasCasinoToken)
      .uponReceiving('a lotus game launch with a valid casino token')
      .withRequest('POST', '/lotus/api/auth/login', (b) =>
        b.headers(jsonRequestHeaders).jsonBody({ token: CASINO_TOKEN, gameId: 'teen-patti', platform: 'desktop' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ launchUrl: LAUNCH_URL }))
      .executeTest(async (mockServer) => {
        const { data } = await casinoLotusLogin({
          ...onProvider(mockServer),
          body: { token: CASINO_TOKEN, gameId: 'teen-patti', platform: 'desktop' },
        });
        expect(data.launchUrl).toMatch(/^https?:\/\//);
      });
  });

  it('refuses a casino token it does not know, with a reason the app shows', async () => {
    await lotus
      .addInteraction()
      .given('no casino session has the token', { token: 'stale-casino-token' })
      .uponReceiving('a lotus game launch with an unknown casino token')
      .withRequest('POST', '/lotus/api/auth/login', (b) =>
        b.headers(jsonRequestHeaders).jsonBody({ token: 'stale-casino-token', gameId: 'teen-patti', platform: 'mobile' }),
      )
      .willRespondWith(401, (b) => b.headers(jsonResponseHeaders).jsonBody({ message: string('Session expired') }))
      .executeTest(async (mockServer) => {
        const error = await rejection(
          casinoLotusLogin({ ...onProvider(mockServer), body: { token: 'stale-casino-token', gameId: 'teen-patti', platform: 'mobile' } }),
        );
        expect(error.status).toBe(401);
        expect(error.body).toEqual({ message: 'Session expired' });
      });
  });
});

describe('aura: POST /aura/api/token', () => {
  it('exchanges the casino token for a game session', async () => {
    await aura
      .addInteraction()
      .given('player1 has a casino token', hasCasinoToken)
      .uponReceiving('an aura game launch with a valid casino token')
      .withRequest('POST', '/aura/api/token', (b) =>
        b.headers(jsonRequestHeaders).jsonBody({ token: CASINO_TOKEN, gameId: 'roulette', platform: 'mobile' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ launchUrl: LAUNCH_URL }))
      .executeTest(async (mockServer) => {
        const { data } = await casinoAuraToken({
          ...onProvider(mockServer),
          body: { token: CASINO_TOKEN, gameId: 'roulette', platform: 'mobile' },
        });
        expect(data.launchUrl).toMatch(/^https?:\/\//);
      });
  });
});

describe('royal: POST /royal/login', () => {
  it('logs in with the casino token as the bearer credential and no body', async () => {
    await royal
      .addInteraction()
      .given('player1 has a casino token', hasCasinoToken)
      .uponReceiving('a royal login with a valid casino token')
      .withRequest('POST', '/royal/login', (b) => b.headers({ Authorization: `Bearer ${CASINO_TOKEN}` }))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ launchUrl: LAUNCH_URL }))
      .executeTest(async (mockServer) => {
        const { data } = await casinoRoyalLogin({ ...onProvider(mockServer), auth: CASINO_TOKEN });
        expect(data.launchUrl).toMatch(/^https?:\/\//);
      });
  });
});
