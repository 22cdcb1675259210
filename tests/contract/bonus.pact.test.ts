import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { claimBonus, getBonuses } from '@/api/generated/sdk.gen';
import {
  abpFailure,
  abpSuccess,
  apiPact,
  bearer,
  jsonResponseHeaders,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The calls behind /bonus (docs/product.md §7 Bonus/GetBonuses, Bonus/Claim), through the generated
// SDK with the app's runtime. The state 'player1 has a bonus' puts bonus 1 in the status named.

const { atLeastLike, integer, number, regex, string } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const signedIn = { token: PLAYER1_TOKEN } as const;
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$';

describe('Bonus/GetBonuses', () => {
  it("answers the player's bonuses with terms as HTML, wagering, expiry and status", async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has a bonus', { bonusId: 1, status: 'AVAILABLE', amount: 500 })
      .uponReceiving("a load of the player's bonuses")
      .withRequest('GET', '/Bonus/GetBonuses', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            atLeastLike(
              {
                id: integer(1),
                title: string('Welcome bonus'),
                termsHtml: string('<p>Credited <strong>at once</strong> when claimed.</p>'),
                amount: number(500),
                wageringRequired: number(2500),
                wageringDone: number(0),
                expiresAt: regex(ISO_INSTANT, '2026-01-08T10:00:00Z'),
                status: regex('^(AVAILABLE|CLAIMED|EXPIRED)$', 'AVAILABLE'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getBonuses({ ...viaMockServer(mockServer) });
        const [first] = data.result;
        expect(first?.status).toBe('AVAILABLE');
        // The runtime strips HTML from answers (docs/product.md §5) but keeps the terms' markup: the screen
        // sanitises it with DOMPurify (src/api/html-fields.ts).
        expect(first?.termsHtml).toContain('<strong>');
      });
  });
});

describe('Bonus/Claim', () => {
  it('credits an available bonus at once and answers the new balance', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has a bonus', { bonusId: 1, status: 'AVAILABLE', amount: 500 })
      .uponReceiving('a claim of an available bonus')
      .withRequest('GET', '/Bonus/Claim', (b) => b.headers(bearer()).query({ bonusId: '1' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            bonusId: integer(1),
            amount: number(500),
            balance: number(100500),
            message: string('Bonus claimed: 500 credited'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await claimBonus({ ...viaMockServer(mockServer), query: { bonusId: 1 } });
        expect(data.result.bonusId).toBe(1);
        expect(data.result.amount).toBe(500);
        expect(typeof data.result.balance).toBe('number');
      });
  });

  it('refuses a bonus already claimed with a readable message', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has a bonus', { bonusId: 1, status: 'CLAIMED' })
      .uponReceiving('a claim of a bonus already claimed')
      .withRequest('GET', '/Bonus/Claim', (b) => b.headers(bearer()).query({ bonusId: '1' }))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Bonus already claimed')))
      .executeTest(async (mockServer) => {
        const error = await rejection(claimBonus({ ...viaMockServer(mockServer), query: { bonusId: 1 } }));
        expect(error.message).toBe('Bonus already claimed');
      });
  });
});
