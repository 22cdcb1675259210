import { MatchersV3, v4AsynchronousBodyHandler } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createHubMessageHandler,
  type HubDecodeFailure,
  type MarketStatusMessage,
  type OddsUpdateMessage,
  type UserBalanceMessage,
} from '@/api/hub-messages';
import { hubPact } from './pact-support';
import { HUB_MESSAGE_METADATA, toHubWire } from './hub-wire';

// Hub pushes as V4 asynchronous messages (provider exchange-hub). The content is the decoded
// envelope; toHubWire turns it into the exact string the hub sends, and the app's real `Message`
// handler (the one the hub connection registers) must turn that into a balance update.

const { number } = MatchersV3;

const pact = hubPact();

function recordingSinks() {
  const seen = {
    userBalance: [] as UserBalanceMessage[],
    oddsUpdate: [] as OddsUpdateMessage[],
    marketStatus: [] as MarketStatusMessage[],
    ignored: [] as HubDecodeFailure[],
  };
  const handler = createHubMessageHandler({
    onUserBalance: (m) => seen.userBalance.push(m),
    onOddsUpdate: (m) => seen.oddsUpdate.push(m),
    onMarketStatus: (m) => seen.marketStatus.push(m),
    onIgnored: (reason) => seen.ignored.push(reason),
  });
  return { seen, handler };
}

describe('hub Message: UserBalance', () => {
  it('updates the balance and exposure from a UserBalance push', async () => {
    const balance = { balance: 98765.5, exposure: 1234 };
    await pact
      .addAsynchronousInteraction()
      .given('player1 has balance', balance)
      .expectsToReceive('a UserBalance message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'UserBalance',
          Data: { Balance: number(balance.balance), Exposure: number(balance.exposure) },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          // Failing here fails the interaction: the pact is only written for a message the app handles.
          expect(seen.ignored).toEqual([]);
          expect(seen.userBalance).toEqual([{ code: 'UserBalance', ...balance }]);
        }),
      );
  });
});
