import type { HubCode, HubMessage, HubMessageOf } from '@/api/hub-messages';

// The listeners of the hub's pushes, apart from the connection's code: the app adds them as it
// starts (realtime-instance.ts), and the connection, which loads later with signalr, calls them.

/** A listener per hub Code (src/api/hub-messages.ts), and the connection's own `reconnected`. */
export type RealtimeListeners = { [C in HubCode]: (message: HubMessageOf<C>) => void } & {
  /** A connection is up again after one was lost or a start failed (signalr's automatic reconnect,
   * a retried start or a revival): pushes may have been missed. */
  reconnected: () => void;
};

/** The listeners by kind; a kind's set is made with its first listener. */
export type ListenerSets = Map<keyof RealtimeListeners, Set<(...args: never[]) => void>>;

export function listenerSets(): ListenerSets {
  return new Map();
}

/** Adds `listener` for `kind`; returns its removal. */
export function addListener<K extends keyof RealtimeListeners>(sets: ListenerSets, kind: K, listener: RealtimeListeners[K]): () => void {
  const set = sets.get(kind) ?? new Set();
  sets.set(kind, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Hands a decoded push to the listeners of its Code. */
export function emitHubMessage(sets: ListenerSets, message: HubMessage): void {
  // TypeScript cannot tie a message of the union to its own Code's listeners.
  const set = sets.get(message.code) as Set<(message: HubMessage) => void> | undefined;
  set?.forEach((listener) => listener(message));
}

export function emitReconnected(sets: ListenerSets): void {
  sets.get('reconnected')?.forEach((listener) => listener());
}
