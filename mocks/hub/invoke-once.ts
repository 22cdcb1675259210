// One client invocation through a real connection of the mock hub, without a socket: the provider
// side of the RegisterClient pact (tests/contract/provider-support.ts, scripts/contracts-verify.ts)
// must get the Completion the hub's own protocol code sends, not a hand-written copy of it.
import { mockHub, type MockHub } from './hub';
import { RECORD_SEPARATOR } from './protocol';

/**
 * Opens a session on `hub` over an in-memory transport, does the JSON protocol handshake, invokes
 * `target(...args)` and returns the hub's Completion record (parsed), then closes the session.
 */
export function completionFor(target: string, args: unknown[], hub: MockHub = mockHub): Record<string, unknown> {
  const frames: string[] = [];
  const session = hub.open({ send: (text) => frames.push(text), close: () => undefined }, null);
  try {
    session.receive(`${JSON.stringify({ protocol: 'json', version: 1 })}${RECORD_SEPARATOR}`);
    const invocationId = 'pact-1';
    session.receive(`${JSON.stringify({ type: 1, invocationId, target, arguments: args })}${RECORD_SEPARATOR}`);
    // The session answers synchronously: the records are all in `frames` by now.
    const records = frames.join('').split(RECORD_SEPARATOR).filter((record) => record !== '');
    for (const record of records) {
      const message: unknown = JSON.parse(record);
      if (typeof message === 'object' && message !== null && Reflect.get(message, 'type') === 3 && Reflect.get(message, 'invocationId') === invocationId) {
        return { ...message };
      }
    }
    throw new Error(`the mock hub sent no completion for ${target}: ${records.join(' | ')}`);
  } finally {
    session.close();
  }
}

/** The mock hub's Completion of `RegisterClient(argument)`. */
export function registerClientCompletion(argument: unknown): Record<string, unknown> {
  return completionFor('RegisterClient', [argument]);
}
