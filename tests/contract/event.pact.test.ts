import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getClosestEvents, getSportTree, getTopWinners } from '@/api/generated/sdk.gen';
import {
  abpSuccess,
  apiPact,
  bearer,
  jsonResponseHeaders,
  PLAYER1_TOKEN,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The Event and Bet reads behind the sports navigation, /home, /inplay, /matchlist and /multimarket
// (docs/product.md §7 "Sports and betting"): the sport tree, starting soon and the top winners. Only what the
// screens read is pinned; a sport may have no events (casino), so event lists may be empty.

const { atLeastLike, boolean, eachLike, integer, number, regex, string } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const EVENT_STATUS = '^(IN_PLAY|UPCOMING|CLOSED)$';

/** An event as the lists read it: name, in-play test (status, matchDate), sport, start, badges. */
function event(example: { id: number; title: string; status: 'IN_PLAY' | 'UPCOMING'; matchDate: string; sportId: number }) {
  return {
    id: integer(example.id),
    title: string(example.title),
    status: regex(EVENT_STATUS, example.status),
    matchDate: string(example.matchDate),
    sportId: integer(example.sportId),
    isFancy: boolean(true),
    isBookMaker: boolean(true),
  };
}

function sport() {
  return {
    id: integer(3),
    name: regex('^(football|tennis|cricket|kabaddi|horseRacing|casino)$', 'cricket'),
    displayName: string('Cricket'),
    order: integer(3),
    events: atLeastLike(event({ id: 3001, title: 'India v Australia', status: 'IN_PLAY', matchDate: 'In-Play', sportId: 3 }), 0, 1),
  };
}

describe('Event/TreeSportWithEvent', () => {
  it('answers every sport with its current events for a visitor', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a sport tree load by a visitor')
      .withRequest('GET', '/Event/TreeSportWithEvent')
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(eachLike(sport()))))
      .executeTest(async (mockServer) => {
        const { data } = await getSportTree({ ...viaMockServer(mockServer) });
        expect(data.result[0]?.events[0]?.title).toBe('India v Australia');
      });
  });

  it('answers the signed-in player’s sports for their token', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a sport tree load by a signed-in player')
      .withRequest('GET', '/Event/TreeSportWithEvent', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(eachLike(sport()))))
      .executeTest(async (mockServer) => {
        const { data } = await getSportTree({ ...viaMockServer(mockServer) });
        expect(data.result.length).toBeGreaterThan(0);
      });
  });
});

describe('Event/Closest', () => {
  it('answers the events starting soonest', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a starting-soon load of 10 events')
      .withRequest('GET', '/Event/Closest', (b) => b.query({ count: '10' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            atLeastLike(
              {
                ...event({ id: 1003, title: 'Liverpool v Manchester City', status: 'UPCOMING', matchDate: 'Today', sportId: 1 }),
                time: string('15:35'),
              },
              0,
              1,
            ),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getClosestEvents({ ...viaMockServer(mockServer), query: { count: 10 } });
        expect(data.result.length).toBeLessThanOrEqual(10);
      });
  });
});

describe('Bet/GetTopTenWinners/{count}', () => {
  it('answers the 20 biggest winners with masked names', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a top-winners load of 20')
      .withRequest('GET', '/Bet/GetTopTenWinners/20')
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(abpSuccess(atLeastLike({ userName: regex('^[^*]{1,2}\\*{3}[^*]?$', 'ra***7'), amount: number(450000) }, 0, 1))),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getTopWinners({ ...viaMockServer(mockServer), path: { count: 20 } });
        expect(data.result[0]?.userName).toContain('***');
      });
  });
});
