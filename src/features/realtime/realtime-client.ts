import type * as SignalRModule from '@microsoft/signalr';
import type { HubConnection, HubConnectionState, IHttpConnectionOptions, ILogger } from '@microsoft/signalr';
import { backendReady } from '@/api/backend-ready';
import type * as HubMessagesModule from '@/api/hub-messages';
import type { RegisterClientArgument } from '@/api/hub-messages';
import { appConfig } from '@/config/env';
import { readString, storageKeys } from '@/lib/storage';
import {
  browserNameAndVersion,
  HTTP_TIMEOUT_MS,
  hubUrlFor,
  KEEP_ALIVE_MS,
  RECONNECT_DELAYS_MS,
  REVIVE_DELAY_MS,
  SERVER_TIMEOUT_MS,
} from './model/hub-settings';
import { recordHubProblem } from './model/hub-log';
import { LadderWatches, type LadderListener } from './model/ladder-watches';
import { setHubState, type HubState } from './model/hub-state-store';
import { addListener, emitHubMessage, emitReconnected, listenerSets } from './realtime-listeners';
import type { ListenerSets, RealtimeListeners } from './realtime-listeners';

// Why: docs/decisions/0018-realtime-reconnect-and-revival.md

type SignalR = typeof SignalRModule;
type HubMessages = typeof HubMessagesModule;
interface ConnectionModules {
  signalr: SignalR;
  hubMessages: HubMessages;
}
let connectionModules: Promise<ConnectionModules> | undefined;

/** After the backend is up: the mock patches WebSocket as it starts. */
function loadConnectionModules(): Promise<ConnectionModules> {
  connectionModules ??= Promise.all([import('@microsoft/signalr'), import('@/api/hub-messages'), backendReady()])
    .then(([signalr, hubMessages]) => ({ signalr, hubMessages }))
    .catch((error: unknown) => {
      connectionModules = undefined;
      throw error;
    });
  return connectionModules;
}

/** signalr's LogLevel.Warning. */
const LOG_LEVEL_WARNING = 3;

export type { RealtimeListeners } from './realtime-listeners';

export interface RealtimeClientOptions {
  url: string;
  accessToken: () => string | null;
  currentPage: () => string;
  origin: string;
  userAgent: string;
  listeners?: ListenerSets;
  ladders?: LadderWatches;
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
  /** Bumped by every start/stop: an overtaken start does not act. */
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private reviveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The schedule gave up: `revive()` may try again. */
  private givenUp = false;
  private missed = false;
  private loading: number | undefined;
  private readonly listeners: ListenerSets;
  private readonly ladders: LadderWatches;

  constructor(private readonly options: RealtimeClientOptions) {
    this.listeners = options.listeners ?? listenerSets();
    const ladders = (this.ladders = options.ladders ?? new LadderWatches());
    addListener(this.listeners, 'LadderUpdate', (update) => ladders.deliver(update));
  }

  on<K extends keyof RealtimeListeners>(kind: K, listener: RealtimeListeners[K]): () => void {
    return addListener(this.listeners, kind, listener);
  }

  start(): void {
    if (this.connection || this.loading === this.generation) return;
    this.clearTimers();
    const generation = ++this.generation;
    void this.connect(generation, 0, true);
  }

  /** Reference-counted per runner; held across reconnects and restarts. */
  watchLadder(marketId: number, runnerId: number, listener: LadderListener): () => void {
    return this.ladders.watch(marketId, runnerId, listener);
  }

  /** One attempt, only after the schedule gave up. */
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

  /** So the hub registers the current token (docs/product.md §4 login). */
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
    // Read after the mock has patched WebSocket; under Node, the way past `ws`.
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

    // A late push on a connection being replaced may be for the previous player.
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
      void this.register(connection).then(() => this.watchAgain(connection));
      this.announceReconnected();
    });
    // Only for a started connection: stopped by us, or given up by the reconnect.
    connection.onclose((error) => {
      if (error) recordHubProblem(`closed: ${describe(error)}`);
      if (this.connection !== connection) return;
      this.connection = undefined;
      this.missed = true;
      this.giveUp();
    });
    return connection;
  }

  /** `retries`: follow the reconnect schedule (a start) or not (a revival). */
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
    if (generation !== this.generation) return;
    this.watchAgain(connection);
    if (this.connection === connection) this.announceReconnected();
  }

  private failedStart(generation: number, attempt: number, retries: boolean, error: unknown): void {
    recordHubProblem(`start: ${describe(error)}`);
    this.connection = undefined;
    this.missed = true;
    // The schedule's 0 ms step is the attempt that just failed.
    const delay = retries ? RECONNECT_DELAYS_MS[attempt + 1] : undefined;
    if (delay === undefined) {
      this.giveUp();
      return;
    }
    setHubState('Disconnected', Date.now() + delay);
    this.retryTimer = setTimeout(() => void this.connect(generation, attempt + 1, true), delay);
  }

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

  /** After RegisterClient; the hub forgot the watches of the connection it lost. */
  private watchAgain(connection: HubConnection): void {
    if (this.connection !== connection) return;
    this.ladders.connected((method, argument) =>
      this.connection === connection && toHubState(connection.state) === 'Connected' ? connection.invoke(method, argument) : undefined,
    );
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

/** The app's watches, before and after its client exists. */
const appLadders = new LadderWatches();

export function watchAppLadder(marketId: number, runnerId: number, listener: LadderListener): () => void {
  return appLadders.watch(marketId, runnerId, listener);
}

/** In the connection's own chunk, off the first route. */
export function appRealtimeClient(listeners: ListenerSets): RealtimeClient {
  return new RealtimeClient({
    ladders: appLadders,
    url: hubUrlFor(window.location, appConfig().hubUrl),
    accessToken: () => readString(storageKeys.accessToken),
    currentPage: () => window.location.href,
    origin: window.location.origin,
    userAgent: navigator.userAgent,
    listeners,
  });
}
