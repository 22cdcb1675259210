import { recordHubProblem } from './model/hub-log';
import { setHubState } from './model/hub-state-store';
import type { RealtimeClient } from './realtime-client';
import { addListener, listenerSets } from './realtime-listeners';

export type RealtimeConnection = Pick<RealtimeClient, 'on' | 'start' | 'revive' | 'stop' | 'restart'>;

let instance: RealtimeConnection | undefined;

/** Why: docs/decisions/0018-realtime-reconnect-and-revival.md */
export function realtimeClient(): RealtimeConnection {
  instance ??= deferredClient();
  return instance;
}

function deferredClient(): RealtimeConnection {
  const listeners = listenerSets();
  let client: Promise<RealtimeClient> | undefined;
  const withClient = (use: (loaded: RealtimeClient) => unknown): Promise<void> => {
    if (!client) {
      // Asking for the code is connecting, not offline.
      setHubState('Connecting');
      client = import('./realtime-client').then(
        ({ appRealtimeClient }) => appRealtimeClient(listeners),
        (error: unknown) => {
          client = undefined; // fetched again on the next start or revival
          setHubState('Disconnected');
          throw error;
        },
      );
    }
    return client.then(use).then(
      () => undefined,
      (error: unknown) => recordHubProblem(`the connection's code did not load: ${String(error)}`),
    );
  };
  return {
    on: (kind, listener) => addListener(listeners, kind, listener),
    start: () => void withClient((loaded) => loaded.start()),
    // Its code never loaded (offline at the start): this is the start.
    revive: () => void (client ? withClient((loaded) => loaded.revive()) : withClient((loaded) => loaded.start())),
    stop: () => (client ? withClient((loaded) => loaded.stop()) : Promise.resolve()),
    restart: () => withClient((loaded) => loaded.restart()),
  };
}
