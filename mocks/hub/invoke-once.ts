// The pacts' provider gets the Completion the hub's own code sends, not a copy.
import { mockHub, type MockHub } from './hub';
import { RECORD_SEPARATOR } from './protocol';

/** Over an in-memory transport: no socket. */
export function completionFor(target: string, args: unknown[], hub: MockHub = mockHub): Record<string, unknown> {
  const frames: string[] = [];
  const session = hub.open({ send: (text) => frames.push(text), close: () => undefined }, null);
  try {
    session.receive(`${JSON.stringify({ protocol: 'json', version: 1 })}${RECORD_SEPARATOR}`);
    const invocationId = 'pact-1';
    session.receive(`${JSON.stringify({ type: 1, invocationId, target, arguments: args })}${RECORD_SEPARATOR}`);
    // The session answers synchronously: the records are all in `frames` by now.
    const records = frames
      .join('')
      .split(RECORD_SEPARATOR)
      .filter((record) => record !== '');
    for (const record of records) {
      const message: unknown = JSON.parse(record);
      if (
        typeof message === 'object' &&
        message !== null &&
        Reflect.get(message, 'type') === 3 &&
        Reflect.get(message, 'invocationId') === invocationId
      ) {
        return { ...message };
      }
    }
    throw new Error(`the mock hub sent no completion for ${target}: ${records.join(' | ')}`);
  } finally {
    session.close();
  }
}

export function registerClientCompletion(argument: unknown): Record<string, unknown> {
  return completionFor('RegisterClient', [argument]);
}

export function watchLadderCompletion(argument: unknown): Record<string, unknown> {
  return completionFor('WatchLadder', [argument]);
}
