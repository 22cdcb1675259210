import type * as SignalRModule from '@microsoft/signalr';
import type { HubConnection, HubConnectionState, IHttpConnectionOptions, ILogger } from '@microsoft/signalr';
import { backendReady } from '@/api/backend-ready';
import type * as HubMessagesModule from '@/api/hub-messages';
import type { MarketStatusMessage, OddsUpdateMessage, RegisterClientArgument, UserBalanceMessage } from '@/api/hub-messages';
import { browserNameAndVersion, HTTP_TIMEOUT_MS, KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from './model/hub-settings';
import { recordHubProblem } from './model/hub-log';
import { getRealtimeState, setHubState, type HubState } from './model/hub-state-store';

// The one real-time connection (spec §4, §7, §9): the real @microsoft/signalr client with the spec's
// transports and timings, RegisterClient after every (re)connect, and the 'Message' pushes decoded
// and handed to listeners. Errors never reach the player (spec §8); they are recorded.
// @microsoft/signalr is loaded with a dynamic import when the connection first starts, so it is not
// part of what the browser needs for the first paint (issue 9, `npm run size`); so is the decoder of
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

export interface RealtimeListeners {
  userBalance: (message: UserBalanceMessage) => void;
  oddsUpdate: (message: OddsUpdateMessage) => void;
  marketStatus: (message: MarketStatusMessage) => void;
  /** The connection came back after a drop: pushes may have been missed. */
  reconnected: () => void;
}

export interface RealtimeClientOptions {
  url: string;
  accessToken: () => string | null;
  currentPage: () => string;
  origin: string;
  userAgent: string;
}

type ListenerSets = { [K in keyof RealtimeListeners]: Set<RealtimeListeners[K]> };

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
  /** The generation whose start is fetching the signalr module, if any. */
  private loading: number | undefined;
  private readonly listeners: ListenerSets = {
    userBalance: new Set(),
    oddsUpdate: new Set(),
    marketStatus: new Set(),
    reconnected: new Set(),
  };

  constructor(private readonly options: RealtimeClientOptions) {}

  on<K extends keyof RealtimeListeners>(kind: K, listener: RealtimeListeners[K]): () => void {
    const set = this.listeners[kind] as Set<RealtimeListeners[K]>;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Connects (once); a failed first connection is retried on the reconnect schedule, then given up. */
  start(): void {
    if (this.connection || this.loading === this.generation) return;
    const generation = ++this.generation;
    void this.connect(generation, 0);
  }

  async stop(): Promise<void> {
    this.generation++;
    clearTimeout(this.retryTimer);
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

  /** Drops the connection and connects again, so the hub registers the current token (spec §4 login). */
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
    // worker (if any) has patched it, and under Node the only way past the `ws` package (TOOLCHAIN.md).
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

    const handle = hubMessages.createHubMessageHandler({
      onUserBalance: (message) => this.listeners.userBalance.forEach((listener) => listener(message)),
      onOddsUpdate: (message) => this.listeners.oddsUpdate.forEach((listener) => listener(message)),
      onMarketStatus: (message) => this.listeners.marketStatus.forEach((listener) => listener(message)),
      onIgnored: (failure) => recordHubProblem(`ignored a Message (${failure.reason}): ${failure.detail}`),
    });
    connection.on('Message', handle);
    connection.onreconnecting((error) => {
      if (error) recordHubProblem(`reconnecting: ${describe(error)}`);
      setHubState('Reconnecting');
    });
    connection.onreconnected(() => {
      setHubState('Connected');
      void this.register(connection);
      this.listeners.reconnected.forEach((listener) => listener());
    });
    connection.onclose((error) => {
      if (error) recordHubProblem(`closed: ${describe(error)}`);
      if (this.connection === connection) setHubState('Disconnected');
    });
    return connection;
  }

  private async connect(generation: number, attempt: number): Promise<void> {
    setHubState('Connecting');
    let modules: ConnectionModules;
    this.loading = generation;
    try {
      modules = await loadConnectionModules();
    } catch (error) {
      if (generation === this.generation) this.failedStart(generation, attempt, error);
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
      this.failedStart(generation, attempt, error);
      return;
    }
    if (generation !== this.generation) {
      await connection.stop().catch(() => undefined);
      return;
    }
    setHubState(toHubState(connection.state));
    await this.register(connection);
  }

  private failedStart(generation: number, attempt: number, error: unknown): void {
    recordHubProblem(`start: ${describe(error)}`);
    this.connection = undefined;
    setHubState('Disconnected');
    // The first connection follows the same schedule as a reconnect (the 0 ms step is the attempt
    // that just failed), then gives up like the automatic reconnect does.
    const delay = RECONNECT_DELAYS_MS[attempt + 1];
    if (delay !== undefined) this.retryTimer = setTimeout(() => void this.connect(generation, attempt + 1), delay);
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

export const isLive = (): boolean => getRealtimeState().hub === 'Connected';
