import { appConfig } from '@/config/env';
import { readString, storageKeys } from '@/lib/storage';
import { recordHubProblem } from './model/hub-log';
import { hubUrlFor } from './model/hub-settings';
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
    client ??= import('./realtime-client').then(
      ({ RealtimeClient }) =>
        new RealtimeClient({
          url: hubUrlFor(window.location, appConfig().hubUrl),
          accessToken: () => readString(storageKeys.accessToken),
          currentPage: () => window.location.href,
          origin: window.location.origin,
          userAgent: navigator.userAgent,
          listeners,
        }),
      (error: unknown) => {
        client = undefined; // fetched again on the next start or revival
        throw error;
      },
    );
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
