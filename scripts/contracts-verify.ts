// The pacts replayed against any running server: the backend team's entry point (docs/architecture.md).
//   npm run contracts:verify -- --provider-base-url URL [options]     (see --help)
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { VerifierOptions } from '@pact-foundation/pact';
import {
  assertEveryStateHandled,
  hubMessageProviders,
  listPactFiles,
  pactCopy,
  pendingDescriptions,
  providerStateControl,
  readPactSummary,
  strictStates,
  verifyStrictly,
  type HubEncoders,
  type PactSummary,
  type ProviderStateControl,
} from '../tests/contract/provider-support';

// The verifier phones home unless told not to (docs/toolchain.md).
process.env.PACT_DO_NOT_TRACK ??= 'true';

const HELP = `Replay the consumer pacts against a running provider.

Usage:
  npm run contracts:verify -- --provider-base-url URL [options]

Options:
  --provider-base-url URL   The API server to verify (required), e.g. http://127.0.0.1:4011
  --pact-dir DIR            Where the pact files are (default: contracts/pacts)
  --provider NAME           Only the pacts with this provider (repeatable), e.g. exchange-api;
                            an unknown name is an error that lists the known ones
  --states-url URL          Where provider states are set up: POST {URL}/__mock/provider-state
                            with {state, params} (default: the provider base URL). An unknown
                            state must be answered with a non-200 status: it fails the interaction.
                            When the server also answers POST {URL}/__mock/reset, it is called
                            before each interaction.
  --no-states               Do not set up provider states (interactions then run against whatever
                            data the server has; expect failures)
  --messages-from-mock      Also verify the hub message pacts, producing each message with the mock
                            hub's encoder (mocks/hub). Without it they are skipped: hub messages are
                            not served over HTTP.
  --log-level LEVEL         Pact log level: error, warn, info, debug, trace (default: warn)
  -h, --help                Show this help

Example (against the mock backend):
  MOCK_PORT=4011 npx tsx mocks/server.ts &
  npm run contracts:verify -- --provider-base-url http://127.0.0.1:4011
`;

type LogLevel = NonNullable<VerifierOptions['logLevel']>;
const LOG_LEVELS: readonly LogLevel[] = ['error', 'warn', 'info', 'debug', 'trace'];

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

interface Outcome {
  pact: PactSummary;
  status: 'PASS' | 'FAIL' | 'SKIP';
  note: string;
}

interface ProposalOutcome {
  provider: string;
  description: string;
  status: 'PASS' | 'FAIL';
  note: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function kindOf(pact: PactSummary): string {
  const parts: string[] = [];
  if (pact.httpInteractions > 0) parts.push(plural(pact.httpInteractions, 'HTTP interaction'));
  if (pact.messages.length > 0) parts.push(plural(pact.messages.length, 'message interaction'));
  return parts.join(' + ') || 'no interactions';
}

/** 200, or 400 for the unknown probe state. */
async function probe(url: string, body: unknown): Promise<'present' | 'absent' | 'unreachable'> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.body?.cancel();
    return response.status === 200 || response.status === 400 ? 'present' : 'absent';
  } catch {
    return 'unreachable';
  }
}

async function reachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'GET' });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

async function loadMockEncoders(): Promise<HubEncoders> {
  const hub: unknown = await import('../mocks/hub');
  const pick = (name: string) => {
    const fn: unknown = typeof hub === 'object' && hub !== null ? Reflect.get(hub, name) : undefined;
    if (typeof fn !== 'function') throw new Error(`mocks/hub does not export ${name}`);
    return (...args: Array<number | string | undefined>): string => {
      const wire: unknown = fn(...args);
      if (typeof wire !== 'string') throw new Error(`${name} did not return a string`);
      return wire;
    };
  };
  const completion = (name: string) => {
    const fn: unknown = typeof hub === 'object' && hub !== null ? Reflect.get(hub, name) : undefined;
    if (typeof fn !== 'function') throw new Error(`mocks/hub does not export ${name}`);
    return (argument: unknown): Record<string, unknown> => {
      const record: unknown = fn(argument);
      if (typeof record !== 'object' || record === null) throw new Error(`${name} did not return a record`);
      return { ...record };
    };
  };
  return {
    userBalance: pick('encodeUserBalanceMessage'),
    oddsUpdate: pick('oddsUpdateMessageFor'),
    marketStatus: pick('marketStatusMessageFor'),
    betMatched: pick('betMatchedMessageFor'),
    betLapsed: pick('betLapsedMessageFor'),
    ladderUpdate: pick('ladderUpdateMessageFor'),
    cashOutRuleFired: pick('cashOutRuleFiredMessageFor'),
    registerClient: completion('registerClientCompletion'),
    watchLadder: completion('watchLadderCompletion'),
  };
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'provider-base-url': { type: 'string' },
        'pact-dir': { type: 'string', default: 'contracts/pacts' },
        provider: { type: 'string', multiple: true, default: [] },
        'states-url': { type: 'string' },
        'no-states': { type: 'boolean', default: false },
        'messages-from-mock': { type: 'boolean', default: false },
        'log-level': { type: 'string', default: 'warn' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`contracts:verify: ${error instanceof Error ? error.message : String(error)}\n`);
    console.error(HELP);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const baseUrl = values['provider-base-url']?.replace(/\/+$/, '');
  if (!baseUrl) {
    console.error('contracts:verify: --provider-base-url is required\n');
    console.error(HELP);
    return 2;
  }
  const logLevel = values['log-level'];
  if (!isLogLevel(logLevel)) {
    console.error(`contracts:verify: --log-level must be one of ${LOG_LEVELS.join(', ')}`);
    return 2;
  }
  if (values['no-states'] && values['states-url']) {
    console.error('contracts:verify: --no-states and --states-url exclude each other');
    return 2;
  }

  const pactDir = values['pact-dir'];
  let pacts: PactSummary[];
  try {
    pacts = await Promise.all((await listPactFiles(pactDir)).map(readPactSummary));
  } catch (error) {
    console.error(`contracts:verify: cannot read pacts in ${pactDir}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (pacts.length === 0) {
    console.error(`contracts:verify: no pact files in ${pactDir}`);
    return 1;
  }
  const wanted = values.provider;
  if (wanted.length > 0) {
    const known = [...new Set(pacts.map((pact) => pact.provider))].sort();
    const unknown = wanted.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      console.error(`contracts:verify: no pact for provider ${unknown.join(', ')} in ${pactDir} (known: ${known.join(', ')})`);
      return 2;
    }
    pacts = pacts.filter((pact) => wanted.includes(pact.provider));
  }

  console.log(`contracts:verify: ${plural(pacts.length, 'pact')} from ${pactDir} against ${baseUrl}`);
  if (!(await reachable(baseUrl))) {
    console.error(`contracts:verify: cannot reach ${baseUrl} (is the server running?)`);
    return 1;
  }

  let control: ProviderStateControl | undefined;
  let resetBeforeEach = false;
  const allStates = [...new Set(pacts.flatMap((p) => p.states))].sort();
  if (values['no-states']) {
    console.warn(`  warning: --no-states: provider states are not set up (${allStates.join(', ')})`);
  } else {
    const statesUrl = (values['states-url'] ?? baseUrl).replace(/\/+$/, '');
    const found = await probe(`${statesUrl}/__mock/provider-state`, { state: '__contracts-verify probe__', params: {} });
    if (found === 'present') {
      control = providerStateControl(statesUrl);
      resetBeforeEach = (await probe(`${statesUrl}/__mock/reset`, {})) === 'present';
      console.log(`  provider states: POST ${statesUrl}/__mock/provider-state${resetBeforeEach ? `, reset before each interaction` : ''}`);
    } else if (values['states-url']) {
      console.error(`contracts:verify: no provider-state endpoint at ${statesUrl}/__mock/provider-state (${found})`);
      return 1;
    } else {
      console.warn(
        `  warning: ${baseUrl} has no /__mock/provider-state endpoint: provider states are not set up ` +
          `(pass --states-url URL, or --no-states to silence this)`,
      );
    }
  }
  // No control endpoint: every state is a no-op; with one, strictStates.
  const stateControl: ProviderStateControl = control ?? { url: baseUrl, setState: async () => undefined, reset: async () => undefined };
  const states = strictStates(allStates, stateControl, { reset: resetBeforeEach });
  assertEveryStateHandled(pacts, states.handlers);

  const outcomes: Outcome[] = [];
  const proposals: ProposalOutcome[] = [];
  for (const pact of pacts) {
    const label = `${pact.consumer} → ${pact.provider}`;
    const hasMessages = pact.messages.length > 0;
    if (hasMessages && !values['messages-from-mock']) {
      outcomes.push({
        pact,
        status: 'SKIP',
        note: `hub messages (${pact.messages.join('; ')}) are not served over HTTP; add --messages-from-mock to produce them with the mock hub encoder`,
      });
      continue;
    }
    // The family's wire decides the outcome; proposals are reported apart.
    const pending = await pendingDescriptions(pact.file);
    const family = pact.httpInteractions + pact.messages.length - pending.length;
    console.log(
      `\n▶ ${label}: ${kindOf(pact)} (${path.basename(pact.file)}), ${family} of the family's wire, ${pending.length} pending (our proposals)`,
    );
    const messageProviders = hasMessages ? hubMessageProviders(await loadMockEncoders()) : undefined;
    const run = async (file: string) =>
      verifyStrictly(
        {
          provider: pact.provider,
          pactUrls: [file],
          logLevel,
          ...(pact.httpInteractions > 0 ? { providerBaseUrl: baseUrl } : {}),
          ...(messageProviders ? { messageProviders } : {}),
        },
        states,
      );
    const familyNote = `${family} of the family's wire${hasMessages ? ', messages from mocks/hub' : ''}`;
    if (family === 0) {
      outcomes.push({ pact, status: 'PASS', note: `${kindOf(pact)}: nothing of the family's wire (all pending)` });
    } else {
      try {
        await run(await pactCopy(pact.file, (interaction) => interaction.pending !== true));
        outcomes.push({ pact, status: 'PASS', note: `${kindOf(pact)}: ${familyNote}` });
      } catch (error) {
        outcomes.push({
          pact,
          status: 'FAIL',
          note: `${kindOf(pact)}: ${familyNote}: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    for (const description of pending) {
      try {
        await run(await pactCopy(pact.file, (interaction) => interaction.description === description));
        proposals.push({ provider: pact.provider, description, status: 'PASS', note: '' });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        proposals.push({ provider: pact.provider, description, status: 'FAIL', note: reason });
      }
    }
  }

  console.log('\nSummary');
  for (const o of outcomes) {
    console.log(`  ${o.status}  ${o.pact.provider.padEnd(14)} ${path.relative(process.cwd(), o.pact.file)}`);
    console.log(`        ${o.note.replaceAll('\n', '\n        ')}`);
  }
  if (proposals.length > 0) {
    const supported = proposals.filter((p) => p.status === 'PASS').length;
    console.log(`\nProposals (pending: reported, not counted): ${supported} of ${proposals.length} already supported`);
    for (const p of proposals) {
      console.log(
        `  ${p.status === 'PASS' ? 'HAS ' : 'NOT '}  ${p.provider.padEnd(14)} ${p.description}${p.note ? `\n        ${p.note}` : ''}`,
      );
    }
    console.log('  (docs/contracts.md lists what each proposal is and why)');
  }
  const passed = outcomes.filter((o) => o.status === 'PASS').length;
  const failed = outcomes.filter((o) => o.status === 'FAIL').length;
  const skipped = outcomes.filter((o) => o.status === 'SKIP').length;
  const ok = failed === 0 && passed > 0;
  console.log(`\n${ok ? 'OK' : 'FAILED'}: ${passed} verified, ${failed} failed, ${skipped} skipped`);
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`contracts:verify: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
