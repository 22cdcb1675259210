import type { HubCode, HubMessage, HubMessageOf } from '@/api/hub-messages';

// Apart from the connection's code: the app adds listeners before the connection loads.

export type RealtimeListeners = { [C in HubCode]: (message: HubMessageOf<C>) => void } & {
  /** Up again after a loss or a failed start: pushes may have been missed. */
  reconnected: () => void;
};

export type ListenerSets = Map<keyof RealtimeListeners, Set<(...args: never[]) => void>>;

export function listenerSets(): ListenerSets {
  return new Map();
}

export function addListener<K extends keyof RealtimeListeners>(sets: ListenerSets, kind: K, listener: RealtimeListeners[K]): () => void {
  const set = sets.get(kind) ?? new Set();
  sets.set(kind, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function emitHubMessage(sets: ListenerSets, message: HubMessage): void {
  // TypeScript cannot tie a message of the union to its own Code's listeners.
  const set = sets.get(message.code) as Set<(message: HubMessage) => void> | undefined;
  set?.forEach((listener) => listener(message));
}

export function emitReconnected(sets: ListenerSets): void {
  sets.get('reconnected')?.forEach((listener) => listener());
}
