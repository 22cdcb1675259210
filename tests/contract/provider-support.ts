import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { providerWithMetadata, Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { z } from 'zod';
import { fromHubWire, HUB_MESSAGE_METADATA } from './hub-wire';

// The provider side of the contracts, shared by tests/contract/provider.verify.test.ts (against the
// in-process mock backend) and scripts/contracts-verify.ts (against any server the backend team
// points it at). No app code here: this file must run under plain tsx too.

/** The provider states the consumer pacts use; the mock backend implements exactly these. */
export const PROVIDER_STATES = [
  'player1 exists',
  'player1 is signed in',
  'brand settings exist',
  'no player is named',
  'a registration awaits its OTP',
  'player1 has balance',
  'an in-play market is open',
  'a match is streamed live',
  'player1 has a bonus',
  'player1 has deposit and withdrawal requests',
  'player1 has a casino token',
  'no casino session has the token',
  'player1 has an unmatched bet',
  'player1 has a lapsed bet',
  'player1 has a limit',
  'player1 is taking a break',
  'the exchange markets of an event have traded',
  'player1 has a position on an exchange market',
  'player1 has an automatic cash out',
] as const;

export const USER_BALANCE_MESSAGE = 'a UserBalance message';
/** The proposal: the same push naming the player it is for (`UserName`). */
export const USER_BALANCE_NAMED_MESSAGE = 'a UserBalance message naming its player';
export const ODDS_UPDATE_MESSAGE = 'an OddsUpdate message';
/** The proposal (issue 57): the same push with the runner's last traded price and amounts matched. */
export const ODDS_UPDATE_TRADED_MESSAGE = 'an OddsUpdate message with what has traded';
/** The proposal: a runner's whole book, pushed to a connection that invoked WatchLadder. */
export const LADDER_UPDATE_MESSAGE = 'a LadderUpdate message';
export const MARKET_STATUS_MESSAGE = 'a MarketStatus message';
export const BET_MATCHED_MESSAGE = 'a BetMatched message';
export const BET_LAPSED_MESSAGE = 'a BetLapsed message';
/** The proposal: player1's automatic cash out fired. */
export const CASH_OUT_RULE_FIRED_MESSAGE = 'a CashOutRuleUpdate message of a rule that fired';
/** A V4 synchronous message: the request is RegisterClient's argument, the response the Completion. */
export const REGISTER_CLIENT_INVOCATION = 'a RegisterClient invocation';
/** The proposal: WatchLadder's argument and its Completion, as RegisterClient's. */
export const WATCH_LADDER_INVOCATION = 'a WatchLadder invocation';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type MessageProviders = NonNullable<VerifierOptions['messageProviders']>;

// ── pact files

const pactFileSchema = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z
    .array(
      z.object({
        type: z.string().optional(),
        description: z.string(),
        request: z.unknown().optional(),
        providerStates: z.array(z.object({ name: z.string() })).optional(),
        providerState: z.string().optional(),
      }),
    )
    .default([]),
});

export interface PactSummary {
  file: string;
  consumer: string;
  provider: string;
  httpInteractions: number;
  /** Descriptions of asynchronous / synchronous message interactions. */
  messages: string[];
  states: string[];
}

export async function listPactFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.resolve(dir, name));
}

export async function readPactSummary(file: string): Promise<PactSummary> {
  const pact = pactFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const states = new Set<string>();
  let httpInteractions = 0;
  const messages: string[] = [];
  for (const interaction of pact.interactions) {
    interaction.providerStates?.forEach((state) => states.add(state.name));
    if (interaction.providerState) states.add(interaction.providerState);
    const isHttp = interaction.type === undefined ? interaction.request !== undefined : interaction.type === 'Synchronous/HTTP';
    if (isHttp) httpInteractions += 1;
    else messages.push(interaction.description);
  }
  return {
    file,
    consumer: pact.consumer.name,
    provider: pact.provider.name,
    httpInteractions,
    messages,
    states: [...states].sort(),
  };
}

// ── pending interactions (our proposals)

const looseInteractions = z.looseObject({
  interactions: z.array(z.looseObject({ description: z.string(), pending: z.boolean().optional() })).default([]),
});

/** The descriptions of a pact file's pending interactions: what we propose, not the family's wire. */
export async function pendingDescriptions(file: string): Promise<string[]> {
  const pact = looseInteractions.parse(JSON.parse(await readFile(file, 'utf8')));
  return pact.interactions.filter((interaction) => interaction.pending === true).map((interaction) => interaction.description);
}

/**
 * A copy of a pact file in a temporary folder with only the interactions `keep` selects, none of
 * them pending. The verifier only reports a pending interaction's failure; a copy without the
 * flag makes it count, where it must (against our own mock, every proposal has to hold).
 */
export async function pactCopy(
  file: string,
  keep: (interaction: { description: string; pending?: boolean }) => boolean = () => true,
): Promise<string> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const pact = looseInteractions.parse(raw);
  const interactions = pact.interactions.filter(keep).map(({ pending: _pending, ...interaction }) => interaction);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pact-copy-'));
  const copy = path.join(dir, path.basename(file));
  await writeFile(copy, JSON.stringify({ ...z.looseObject({}).parse(raw), interactions }));
  return copy;
}

// ── the mock backend's control endpoints

export interface ProviderStateControl {
  readonly url: string;
  setState(state: string, params: unknown): Promise<void>;
  reset(): Promise<void>;
}

async function describeFailure(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
  return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/**
 * `POST {url}/__mock/provider-state {state, params}` answers 200, or 400 for a state it does not
 * implement; `POST {url}/__mock/reset` restores the seed. Any other answer is an error here;
 * strictStates records it and verifyStrictly fails the run on it.
 */
export function providerStateControl(url: string): ProviderStateControl {
  const base = url.replace(/\/+$/, '');
  return {
    url: base,
    async setState(state, params) {
      const response = await fetch(`${base}/__mock/provider-state`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params: params ?? {} }),
      });
      if (response.status !== 200) {
        throw new Error(`provider state '${state}' was refused by ${base}: ${await describeFailure(response)}`);
      }
    },
    async reset() {
      const response = await fetch(`${base}/__mock/reset`, { method: 'POST' });
      if (response.status !== 200) throw new Error(`reset refused by ${base}: ${await describeFailure(response)}`);
    },
  };
}

/**
 * Provider-state handlers that cannot fail quietly. Pact-js only logs an exception thrown by a
 * state handler (or by the beforeEach hook), answers the verifier 200 and verifies the interaction
 * anyway, against whatever state the provider happens to be in. So every failure is recorded here
 * and verifyStrictly turns any of them into a failed verification.
 */
export interface StrictStates {
  readonly handlers: StateHandlers;
  /** Runs before each interaction's states: resets the provider when asked to. */
  readonly beforeEach: () => Promise<void>;
  /** 'state: reason' for every setup that failed during the run. */
  readonly failures: string[];
}

export function strictStates(
  states: Iterable<string>,
  control: ProviderStateControl,
  options: { reset: boolean } = { reset: true },
): StrictStates {
  const failures: string[] = [];
  const record = async (label: string, setUp: () => Promise<void>): Promise<void> => {
    try {
      await setUp();
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
  // Pact calls the state hook with the empty name for an interaction without states: nothing to set up.
  const handlers: StateHandlers = { '': async () => undefined };
  for (const state of states) {
    handlers[state] = (params?: unknown) => record(`'${state}'`, () => control.setState(state, params));
  }
  return {
    handlers,
    beforeEach: () => (options.reset ? record('reset', () => control.reset()) : Promise.resolve()),
    failures,
  };
}

/**
 * Pact only warns when an interaction names a state without a handler. Refuse to start instead.
 */
export function assertEveryStateHandled(summaries: readonly PactSummary[], handlers: StateHandlers): void {
  const missing = summaries.flatMap((s) =>
    s.states.filter((state) => !Object.hasOwn(handlers, state)).map((state) => `'${state}' (${path.basename(s.file)})`),
  );
  if (missing.length > 0) {
    throw new Error(`no provider state handler for ${missing.join(', ')}; known states: ${PROVIDER_STATES.join(', ')}`);
  }
}

/** Runs one Verifier with strict states: any state setup failure fails the verification. */
export async function verifyStrictly(
  options: Omit<VerifierOptions, 'stateHandlers' | 'beforeEach'>,
  states: StrictStates,
): Promise<string> {
  states.failures.length = 0;
  const stateReport = () => `provider state setup failed:\n  - ${states.failures.join('\n  - ')}`;
  let output: string;
  try {
    output = await new Verifier({ ...options, stateHandlers: states.handlers, beforeEach: states.beforeEach }).verifyProvider();
  } catch (error) {
    if (states.failures.length > 0) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; ${stateReport()}`, { cause: error });
    }
    throw error;
  }
  if (states.failures.length > 0) throw new Error(stateReport());
  return output;
}

// ── hub messages

const userBalanceParams = z.object({ balance: z.number(), exposure: z.number() });
const openMarketParams = z.object({ eventId: z.number(), marketId: z.number() });
const openRunnerParams = openMarketParams.extend({ runnerId: z.number() });
const unmatchedBetParams = z.object({ betId: z.number() });

/** The provider's real encoders: each returns the exact string the hub sends as `Message`'s argument. */
export interface HubEncoders {
  userBalance(balance: number, exposure: number, userName?: string): string;
  oddsUpdate(eventId: number, marketId: number, runnerId: number): string;
  marketStatus(eventId: number, marketId: number): string;
  /** The market reaches the resting bet `betId`: the BetMatched the hub pushes. */
  betMatched(betId: number): string;
  /** The market of the resting bet `betId` suspends: the BetLapsed the hub pushes. */
  betLapsed(betId: number): string;
  /** The hub's Completion record for `RegisterClient(argument)`, produced by its real protocol code. */
  registerClient(argument: unknown): Record<string, unknown>;
  /** The LadderUpdate the hub pushes for the runner now (after WatchLadder). */
  ladderUpdate(eventId: number, marketId: number, runnerId: number): string;
  /** The hub's Completion record for `WatchLadder(argument)`. */
  watchLadder(argument: unknown): Record<string, unknown>;
  /** The market moves until player1's rule on it fires: the CashOutRuleUpdate the hub pushes. */
  cashOutRuleFired(marketId: number, runnerId: number): string;
}

function stateParams(descriptor: { providerStates?: { name: string; params?: unknown }[] }, name: string): unknown {
  return descriptor.providerStates?.find((state) => state.name === name)?.params;
}

/**
 * The hub's side of the message pacts. Each message is produced by the mock hub's real encoder (the
 * exact wire string) from the state the provider state set up, and decoded with the pacts'
 * convention (hub-wire.ts), so the pact checks what the hub really sends, both levels included.
 */
export function hubMessageProviders(encoders: HubEncoders): MessageProviders {
  return {
    [USER_BALANCE_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { balance, exposure } = userBalanceParams.parse(stateParams(descriptor, 'player1 has balance'));
        return fromHubWire(encoders.userBalance(balance, exposure));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    // The state 'player1 has balance' is player1's: the push names that player.
    [USER_BALANCE_NAMED_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { balance, exposure } = userBalanceParams.parse(stateParams(descriptor, 'player1 has balance'));
        return fromHubWire(encoders.userBalance(balance, exposure, 'player1'));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [ODDS_UPDATE_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { eventId, marketId, runnerId } = openRunnerParams.parse(stateParams(descriptor, 'an in-play market is open'));
        return fromHubWire(encoders.oddsUpdate(eventId, marketId, runnerId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [MARKET_STATUS_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { eventId, marketId } = openMarketParams.parse(stateParams(descriptor, 'an in-play market is open'));
        return fromHubWire(encoders.marketStatus(eventId, marketId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [BET_MATCHED_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { betId } = unmatchedBetParams.parse(stateParams(descriptor, 'player1 has an unmatched bet'));
        return fromHubWire(encoders.betMatched(betId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [BET_LAPSED_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { betId } = unmatchedBetParams.parse(stateParams(descriptor, 'player1 has an unmatched bet'));
        return fromHubWire(encoders.betLapsed(betId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [ODDS_UPDATE_TRADED_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { eventId, marketId, runnerId } = openRunnerParams.parse(stateParams(descriptor, 'an in-play market is open'));
        return fromHubWire(encoders.oddsUpdate(eventId, marketId, runnerId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [LADDER_UPDATE_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { eventId, marketId, runnerId } = openRunnerParams.parse(stateParams(descriptor, 'an in-play market is open'));
        return fromHubWire(encoders.ladderUpdate(eventId, marketId, runnerId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    [CASH_OUT_RULE_FIRED_MESSAGE]: providerWithMetadata(
      (descriptor) => {
        const { marketId, runnerId } = openRunnerParams.parse(stateParams(descriptor, 'player1 has a position on an exchange market'));
        return fromHubWire(encoders.cashOutRuleFired(marketId, runnerId));
      },
      { ...HUB_MESSAGE_METADATA },
    ),
    // For a synchronous message the verifier sends the pact's request content; the hub invokes
    // the method with it and the Completion it sends back is compared with the pact's response.
    // The invocationId is the connection's own and not part of the contract.
    [REGISTER_CLIENT_INVOCATION]: (descriptor) => Promise.resolve(completionOf(encoders.registerClient(requestContent(descriptor)))),
    [WATCH_LADDER_INVOCATION]: (descriptor) => Promise.resolve(completionOf(encoders.watchLadder(requestContent(descriptor)))),
  };
}

function requestContent(descriptor: { content?: unknown }): unknown {
  return Buffer.isBuffer(descriptor.content) ? (JSON.parse(descriptor.content.toString('utf8')) as unknown) : descriptor.content;
}

function completionOf({ invocationId: _perConnection, ...completion }: Record<string, unknown>): Record<string, unknown> {
  return completion;
}
