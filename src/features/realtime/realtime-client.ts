import type * as SignalRModule from '@microsoft/signalr';
import type { HubConnection, HubConnectionState, IHttpConnectionOptions, ILogger } from '@microsoft/signalr';
import { backendReady } from '@/api/backend-ready';
import type * as HubMessagesModule from '@/api/hub-messages';
import type { RegisterClientArgument } from '@/api/hub-messages';
import { appConfig } from '@/config/env';
import { readString, storageKeys } from '@/lib/storage';
import { browserNameAndVersion, HTTP_TIMEOUT_MS, hubUrlFor, KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, REVIVE_DELAY_MS, SERVER_TIMEOUT_MS } from './model/hub-settings';
import { recordHubProblem } from './model/hub-log';
import { setHubState, type HubState } from './model/hub-state-store';
import { addListener, emitHubMessage, emitReconnected, listenerSets } from './realtime-listeners';
import type { ListenerSets, RealtimeListeners } from './realtime-listeners';

// The one real-time connection (docs/product.md §4, §7, §9): the real @microsoft/signalr client with the
// transports and timings of docs/product.md, RegisterClient after every (re)connect, and the
// 'Message' pushes decoded and handed to listeners. Errors never reach the player (docs/product.md §8);
// they are recorded. Once the schedule of docs/product.md §9 has given up (a failed first start, or
// signalr's automatic reconnect), the connection is not left for dead (after a sleep or a long outage):
// `revive()` tries again at once (the bridge calls it when the browser is back online or the tab visible
// again) and, while a player is signed in, a timer does every REVIVE_DELAY_MS; each revival is one
// attempt, and a connection that comes back after any loss says `reconnected` so what was missed
// is fetched again.
// @microsoft/signalr is loaded with a dynamic import when the connection first starts, so it is not
// part of what the browser needs for the first paint (`npm run size`); so is the decoder of
// the pushes (its zod schemas), which only a connection needs.

type SignalR = typeof SignalRModule;
type HubMessages = typeof HubMessagesModule;
interface ConnectionModules {
  signalr: SignalR;
  hubMessages: HubMessages;
}
let connectionModules: Promise<ConnectionModules> | undefined;

/** The signalr module and the push decoder, fetched once (a failed fetch is retried on the next start),
 * once the backend is up (the mock build's mock patches WebSocket as it starts: backend-ready.ts). */
function loadConnectionModules(): Promise<ConnectionModules> {
  connectionModules ??= Promise.all([import('@microsoft/signalr'), import('@/api/hub-messages'), backendReady()])
    .then(([signalr, hubMessages]) => ({ signalr, hubMessages }))
    .catch((error: unknown) => {
      connectionModules = undefined;
      throw error;
    });
  return connectionModules;
}

/** signalr's LogLevel.Warning, without importing the module for a number. */
const LOG_LEVEL_WARNING = 3;

export type { RealtimeListeners } from './realtime-listeners';

export interface RealtimeClientOptions {
  url: string;
  accessToken: () => string | null;
  currentPage: () => string;
  origin: string;
  userAgent: string;
  /** The listeners to call (added before the client was made); its own otherwise. */
  listeners?: ListenerSets;
}

const logger: ILogger = {
  log(level, message) {
    if (level >= LOG_LEVEL_WARNING) recordHubProblem(message);
  },
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class RealtimeClient {
  private connection: HubConnection | undefined;
  /** Bumped by every start/stop so a slow start that was overtaken does not act. */
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private reviveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The schedule gave up and nothing stopped the client since: `revive()` may try again. */
  private givenUp = false;
  /** A connection was lost or a start failed since the last connection came up. */
  private missed = false;
  /** The generation whose start is fetching the signalr module, if any. */
  private loading: number | undefined;
  private readonly listeners: ListenerSets;

  constructor(private readonly options: RealtimeClientOptions) {
    this.listeners = options.listeners ?? listenerSets();
  }

  on<K extends keyof RealtimeListeners>(kind: K, listener: RealtimeListeners[K]): () => void {
    return addListener(this.listeners, kind, listener);
  }

  /** Connects (once); a failed first connection is retried on the reconnect schedule, then given up. */
  start(): void {
    if (this.connection || this.loading === this.generation) return;
    this.clearTimers();
    const generation = ++this.generation;
    void this.connect(generation, 0, true);
  }

  /** After the schedule gave up: one attempt now (the browser is back online, the tab visible again, or
   * the revival timer). Does nothing while a connection is up, under way or on its schedule, or after
   * stop(). */
  revive(): void {
    if (!this.givenUp) return;
    this.clearTimers();
    const generation = ++this.generation;
    void this.connect(generation, 0, false);
  }

  async stop(): Promise<void> {
    this.generation++;
    this.clearTimers();
    const connection = this.connection;
    this.connection = undefined;
    if (!connection) {
      if (this.loading !== undefined) setHubState('Disconnected'); // the start still fetching signalr is dropped
      return;
    }
    setHubState('Disconnecting');
    try {
      await connection.stop();
    } catch (error) {
      recordHubProblem(`stop: ${describe(error)}`);
    }
    setHubState('Disconnected');
  }

  /** Drops the connection and connects again, so the hub registers the current token
   * (docs/product.md §4 login). */
  async restart(): Promise<void> {
    await this.stop();
    this.start();
  }

  registration(): RegisterClientArgument {
    return {
      Browser: browserNameAndVersion(this.options.userAgent),
      Domain: this.options.origin,
      CurrentPage: this.options.currentPage(),
      Token: this.options.accessToken() ?? '',
    };
  }

  private build({ signalr, hubMessages }: ConnectionModules): HubConnection {
    const { HttpTransportType, HubConnectionBuilder } = signalr;
    // `WebSocket` is an internal, untyped option of signalr: read at build time, after the mock
    // worker (if any) has patched it, and under Node the only way past the `ws` package (docs/toolchain.md).
    const httpOptions: IHttpConnectionOptions & { WebSocket?: typeof WebSocket } = {
      transport: HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling,
      timeout: HTTP_TIMEOUT_MS,
      WebSocket: globalThis.WebSocket,
      logger,
    };
    const connection = new HubConnectionBuilder()
      .withUrl(this.options.url, httpOptions)
      .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
      .withServerTimeout(SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(KEEP_ALIVE_MS)
      .configureLogging(logger)
      .build();

    // Only the current connection speaks for the player: a push that arrives late on one being
    // stopped or replaced (a login restarts the connection with the new token) may be for the
    // previous player, and is dropped.
    connection.on('Message', (raw: unknown) => {
      if (this.connection !== connection) {
        recordHubProblem('ignored a Message from a connection that is no longer the current one');
        return;
      }
      const decoded = hubMessages.decodeHubMessage(raw);
      if (decoded.code === null) recordHubProblem(`ignored a Message (${decoded.reason}): ${decoded.detail}`);
      else emitHubMessage(this.listeners, decoded);
    });
    connection.onreconnecting((error) => {
      if (error) recordHubProblem(`reconnecting: ${describe(error)}`);
      this.missed = true;
      setHubState('Reconnecting');
    });
    connection.onreconnected(() => {
      setHubState('Connected');
      void this.register(connection);
      this.announceReconnected();
    });
    // signalr calls this only for a connection that had started: stopped by us (no longer ours) or
    // given up by the automatic reconnect.
    connection.onclose((error) => {
      if (error) recordHubProblem(`closed: ${describe(error)}`);
      if (this.connection !== connection) return;
      this.connection = undefined;
      this.missed = true;
      this.giveUp();
    });
    return connection;
  }

  /** `retries`: a failed attempt follows the reconnect schedule (a start), or not (a revival). */
  private async connect(generation: number, attempt: number, retries: boolean): Promise<void> {
    setHubState('Connecting');
    let modules: ConnectionModules;
    this.loading = generation;
    try {
      modules = await loadConnectionModules();
    } catch (error) {
      if (generation === this.generation) this.failedStart(generation, attempt, retries, error);
      return;
    } finally {
      if (this.loading === generation) this.loading = undefined;
    }
    if (generation !== this.generation) return; // stopped (or restarted) while the module loaded
    const connection = this.build(modules);
    this.connection = connection;
    try {
      await connection.start();
    } catch (error) {
      if (generation !== this.generation) return;
      this.failedStart(generation, attempt, retries, error);
      return;
    }
    if (generation !== this.generation) {
      await connection.stop().catch(() => undefined);
      return;
    }
    setHubState(toHubState(connection.state));
    await this.register(connection);
    if (generation === this.generation && this.connection === connection) this.announceReconnected();
  }

  private failedStart(generation: number, attempt: number, retries: boolean, error: unknown): void {
    recordHubProblem(`start: ${describe(error)}`);
    this.connection = undefined;
    this.missed = true;
    // The first connection follows the same schedule as a reconnect (the 0 ms step is the attempt
    // that just failed), then gives up like the automatic reconnect does.
    const delay = retries ? RECONNECT_DELAYS_MS[attempt + 1] : undefined;
    if (delay === undefined) {
      this.giveUp();
      return;
    }
    setHubState('Disconnected', Date.now() + delay);
    this.retryTimer = setTimeout(() => void this.connect(generation, attempt + 1, true), delay);
  }

  /** The schedule is over: a signed-in player's connection is tried again every REVIVE_DELAY_MS; a
   * visitor's (prices are polled) waits for `revive()`. */
  private giveUp(): void {
    this.givenUp = true;
    if (!this.options.accessToken()) {
      setHubState('Disconnected');
      return;
    }
    setHubState('Disconnected', Date.now() + REVIVE_DELAY_MS);
    this.reviveTimer = setTimeout(() => this.revive(), REVIVE_DELAY_MS);
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.reviveTimer);
    this.retryTimer = undefined;
    this.reviveTimer = undefined;
    this.givenUp = false;
  }

  private announceReconnected(): void {
    if (!this.missed) return;
    this.missed = false;
    emitReconnected(this.listeners);
  }

  private async register(connection: HubConnection): Promise<void> {
    try {
      await connection.invoke('RegisterClient', this.registration());
    } catch (error) {
      recordHubProblem(`RegisterClient: ${describe(error)}`);
    }
  }
}

// signalr's HubConnectionState is a string enum whose values are the names.
const hubStates: Record<`${HubConnectionState}`, HubState> = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
};

function toHubState(state: HubConnectionState): HubState {
  return hubStates[state as `${HubConnectionState}`];
}

/** The app's connection (./realtime-instance.ts): this site's hub, the stored token, this page. Built
 * here, in the connection's own chunk, so none of it is on the first route. */
export function appRealtimeClient(listeners: ListenerSets): RealtimeClient {
  return new RealtimeClient({
    url: hubUrlFor(window.location, appConfig().hubUrl),
    accessToken: () => readString(storageKeys.accessToken),
    currentPage: () => window.location.href,
    origin: window.location.origin,
    userAgent: navigator.userAgent,
    listeners,
  });
}
