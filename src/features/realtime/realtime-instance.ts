import { recordHubProblem } from './model/hub-log';
import { setHubState } from './model/hub-state-store';
import type { RealtimeClient } from './realtime-client';
import { addListener, listenerSets } from './realtime-listeners';

/** What the app does with its hub connection. */
export type RealtimeConnection = Pick<RealtimeClient, 'on' | 'start' | 'revive' | 'stop' | 'restart'>;

let instance: RealtimeConnection | undefined;

/** The app's one hub connection, created on first use; it connects once the backend is ready (the mock
 * build's mock may still be starting: src/api/backend-ready.ts). Its code (realtime-client.ts) is
 * not on the first route (`npm run size`): it is fetched with signalr as the connection first starts,
 * and the listeners added before then are the ones it calls. */
export function realtimeClient(): RealtimeConnection {
  instance ??= deferredClient();
  return instance;
}

function deferredClient(): RealtimeConnection {
  const listeners = listenerSets();
  let client: Promise<RealtimeClient> | undefined;
  const withClient = (use: (loaded: RealtimeClient) => unknown): Promise<void> => {
    if (!client) {
      // What asks for the code (a start, a revival or a restart before it ever arrived) connects: the
      // app is connecting from now on, not offline. A phone's first visit said 'Offline' for 0.3–0.4 s
      // at a quarter of the CPU before it said 'Connecting…'.
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
