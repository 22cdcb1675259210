// @vitest-environment node
// The provider side runs in plain Node: it is a server and a verifier, no DOM involved.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { providerWithMetadata, type VerifierOptions } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  betLapsedMessageFor,
  betMatchedMessageFor,
  cashOutRuleFiredMessageFor,
  encodeUserBalanceMessage,
  ladderUpdateMessageFor,
  marketStatusMessageFor,
  oddsUpdateMessageFor,
  registerClientCompletion,
  watchLadderCompletion,
} from '../../mocks/hub';
import { startMockServer } from '../../mocks/server';
import { HUB_MESSAGE_METADATA, fromHubWire } from './hub-wire';

const mockHubEncoders = {
  userBalance: encodeUserBalanceMessage,
  oddsUpdate: oddsUpdateMessageFor,
  marketStatus: marketStatusMessageFor,
  betMatched: betMatchedMessageFor,
  betLapsed: betLapsedMessageFor,
  registerClient: registerClientCompletion,
  ladderUpdate: ladderUpdateMessageFor,
  watchLadder: watchLadderCompletion,
  cashOutRuleFired: cashOutRuleFiredMessageFor,
};
import {
  assertEveryStateHandled,
  hubMessageProviders,
  LADDER_UPDATE_MESSAGE,
  listPactFiles,
  pactCopy,
  pendingDescriptions,
  PROVIDER_STATES,
  providerStateControl,
  readPactSummary,
  strictStates,
  USER_BALANCE_MESSAGE,
  verifyStrictly,
  type PactSummary,
  type ProviderStateControl,
} from './provider-support';

// Replays contracts/pacts (written by the consumer files that run before this one, see
// file-order.ts) against the mock backend started in-process, then proves the check has teeth: a
// provider with the wrong shapes must be rejected.

const PACT_DIR = path.resolve('contracts/pacts');

let mock: { url: string; close(): Promise<void> } | undefined;
let control: ProviderStateControl;
let pacts: PactSummary[] = [];

beforeAll(async () => {
  const server = await startMockServer({ port: 0 });
  mock = server;
  control = providerStateControl(server.url);
  pacts = await Promise.all((await listPactFiles(PACT_DIR)).map(readPactSummary));
});

afterAll(async () => {
  await mock?.close();
});

function pactOf(provider: string): PactSummary {
  const pact = pacts.find((p) => p.provider === provider);
  if (!pact) throw new Error(`no pact for provider ${provider} in ${PACT_DIR}: run the consumer pact tests first`);
  return pact;
}

function verify(options: Omit<VerifierOptions, 'stateHandlers' | 'beforeEach'>, states = strictStates(PROVIDER_STATES, control)) {
  return verifyStrictly({ logLevel: 'warn', ...options }, states);
}

interface TinyServer {
  url: string;
  close(): Promise<void>;
}

/** A provider that answers every request with 200 and a body of the wrong shape. */
async function startWrongProvider(): Promise<TinyServer> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ success: 'yes', result: 'not what you asked for' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

describe('the mock backend honours the consumer pacts', () => {
  it('has a handler for every provider state the pacts name', () => {
    expect(pacts.length).toBeGreaterThan(0);
    expect(() => assertEveryStateHandled(pacts, strictStates(PROVIDER_STATES, control).handlers)).not.toThrow();
  });

  it('refuses a provider state it does not implement', async () => {
    await expect(control.setState('the moon is made of cheese', {})).rejects.toThrow(/HTTP 400/);
  });

  // Pending interactions (our proposals) are verified here like the rest: the verifier would only
  // report their failures, so each pact is verified from a copy without the pending flags.
  it('satisfies every HTTP interaction of exchange-api, pending or not', async () => {
    const api = pactOf('exchange-api');
    expect(await pendingDescriptions(api.file)).not.toEqual([]);
    await expect(verify({ provider: api.provider, providerBaseUrl: control.url, pactUrls: [await pactCopy(api.file)] })).resolves.toEqual(
      expect.any(String),
    );
  });

  it('fails a pending interaction the mock does not honour (pending does not excuse it here)', async () => {
    const api = pactOf('exchange-api');
    const raw = z
      .looseObject({
        interactions: z.array(
          z.looseObject({ description: z.string(), pending: z.boolean().optional(), response: z.looseObject({ status: z.number() }) }),
        ),
      })
      .parse(JSON.parse(await readFile(api.file, 'utf8')));
    const proposal = raw.interactions.find((i) => i.pending === true && i.response.status === 200);
    if (!proposal) throw new Error('the api pact has no pending interaction answering 200');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pact-pending-broken-'));
    const file = path.join(dir, 'pending-broken.json');
    try {
      await writeFile(file, JSON.stringify({ ...raw, interactions: [{ ...proposal, response: { ...proposal.response, status: 299 } }] }));
      await expect(
        verify({ provider: api.provider, providerBaseUrl: control.url, pactUrls: [await pactCopy(file)], logLevel: 'error' }),
      ).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Each casino provider has its own host, so its own pact; the mock backend plays all three.
  it.each(['casino-lotus', 'casino-aura', 'casino-royal'])('satisfies every HTTP interaction of %s', async (provider) => {
    const pact = pactOf(provider);
    expect(pact.httpInteractions).toBeGreaterThan(0);
    await expect(verify({ provider: pact.provider, providerBaseUrl: control.url, pactUrls: [await pactCopy(pact.file)] })).resolves.toEqual(
      expect.any(String),
    );
  });

  it('sends hub messages of exchange-hub with the mock hub encoder', async () => {
    const hub = pactOf('exchange-hub');
    await expect(
      verify({ provider: hub.provider, pactUrls: [await pactCopy(hub.file)], messageProviders: hubMessageProviders(mockHubEncoders) }),
    ).resolves.toEqual(expect.any(String));
  });
});

describe('a provider that breaks the contract is rejected', () => {
  it('rejects an API that answers every call with the wrong shape', async () => {
    const api = pactOf('exchange-api');
    const wrong = await startWrongProvider();
    // States are accepted without effect: the failure must come from the responses themselves.
    const accepting: ProviderStateControl = { url: wrong.url, setState: async () => undefined, reset: async () => undefined };
    try {
      await expect(
        verify(
          { provider: api.provider, providerBaseUrl: wrong.url, pactUrls: [api.file], logLevel: 'error' },
          strictStates(api.states, accepting),
        ),
      ).rejects.toThrow();
    } finally {
      await wrong.close();
    }
  });

  it('rejects a hub whose UserBalance carries the balance as a string', async () => {
    const hub = pactOf('exchange-hub');
    const brokenWire = JSON.stringify({ Code: 'UserBalance', Data: JSON.stringify({ Balance: '98765.5', Exposure: 1234 }) });
    await expect(
      verify({
        provider: hub.provider,
        pactUrls: [hub.file],
        messageProviders: {
          [USER_BALANCE_MESSAGE]: providerWithMetadata(() => fromHubWire(brokenWire), { ...HUB_MESSAGE_METADATA }),
        },
        logLevel: 'error',
      }),
    ).rejects.toThrow();
  });

  it('rejects a hub whose LadderUpdate leaves out the traded volume (a proposal, checked all the same)', async () => {
    const hub = pactOf('exchange-hub');
    const ladder = (eventId: number, marketId: number, runnerId: number) => {
      const { Code, Data } = fromHubWire(ladderUpdateMessageFor(eventId, marketId, runnerId));
      const { Traded: _dropped, ...rest } = z.looseObject({ Traded: z.unknown() }).parse(Data);
      return JSON.stringify({ Code, Data: JSON.stringify(rest) });
    };
    await expect(
      verify({
        provider: hub.provider,
        pactUrls: [await pactCopy(hub.file, (interaction) => interaction.description === LADDER_UPDATE_MESSAGE)],
        messageProviders: hubMessageProviders({ ...mockHubEncoders, ladderUpdate: ladder }),
        logLevel: 'error',
      }),
    ).rejects.toThrow();
  });

  it('rejects a hub whose RegisterClient completes with an error', async () => {
    // Every other message comes from the real mock hub, so the rejection can only come from the
    // synchronous RegisterClient interaction's response.
    const hub = pactOf('exchange-hub');
    const refusing = {
      ...mockHubEncoders,
      registerClient: () => ({ type: 3, invocationId: 'pact-1', error: 'RegisterClient is refused' }),
    };
    await expect(
      verify({ provider: hub.provider, pactUrls: [hub.file], messageProviders: hubMessageProviders(refusing), logLevel: 'error' }),
    ).rejects.toThrow();
  });

  it('fails an interaction whose provider state the provider refuses, even if the response matches', async () => {
    // Pact-js itself only logs a failing state handler and verifies anyway; verifyStrictly must not.
    const api = pactOf('exchange-api');
    const pact: unknown = JSON.parse(await readFile(api.file, 'utf8'));
    const interactions = z
      .object({
        interactions: z.array(
          z.looseObject({ description: z.string(), providerStates: z.array(z.looseObject({ name: z.string() })).optional() }),
        ),
      })
      .parse(pact).interactions;
    const login = interactions.find((i) => i.description === 'a login of player1 with the right password');
    if (!login) throw new Error('the api pact lost its login interaction');
    const unicorn = { ...login, providerStates: [{ name: 'player1 is a unicorn' }] };
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pact-unknown-state-'));
    const file = path.join(dir, 'unknown-state.json');
    try {
      await writeFile(file, JSON.stringify({ ...z.looseObject({}).parse(pact), interactions: [unicorn] }));
      await expect(
        verify(
          { provider: api.provider, providerBaseUrl: control.url, pactUrls: [file], logLevel: 'error' },
          strictStates(['player1 is a unicorn'], control),
        ),
      ).rejects.toThrow(/provider state setup failed[\s\S]*player1 is a unicorn/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
