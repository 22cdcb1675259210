import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
  type ILogger,
} from '@microsoft/signalr';
import {
  createHubMessageHandler,
  type MarketStatusMessage,
  type OddsUpdateMessage,
  type RegisterClientArgument,
  type UserBalanceMessage,
} from '@/api/hub-messages';
import { browserNameAndVersion, HTTP_TIMEOUT_MS, KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from './model/hub-settings';
import { recordHubProblem } from './model/hub-log';
import { getRealtimeState, setHubState, type HubState } from './model/hub-state-store';

// The one real-time connection (spec §4, §7, §9): the real @microsoft/signalr client with the spec's
// transports and timings, RegisterClient after every (re)connect, and the 'Message' pushes decoded
// and handed to listeners. Errors never reach the player (spec §8); they are recorded.

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
    if (level >= LogLevel.Warning) recordHubProblem(message);
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
    if (this.connection) return;
    const generation = ++this.generation;
    void this.connect(generation, 0);
  }

  async stop(): Promise<void> {
    this.generation++;
    clearTimeout(this.retryTimer);
    const connection = this.connection;
    this.connection = undefined;
    if (!connection) return;
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

  private build(): HubConnection {
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

    const handle = createHubMessageHandler({
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
    const connection = this.build();
    this.connection = connection;
    setHubState('Connecting');
    try {
      await connection.start();
    } catch (error) {
      if (generation !== this.generation) return;
      recordHubProblem(`start: ${describe(error)}`);
      this.connection = undefined;
      setHubState('Disconnected');
      // The first connection follows the same schedule as a reconnect (the 0 ms step is the attempt
      // that just failed), then gives up like the automatic reconnect does.
      const delay = RECONNECT_DELAYS_MS[attempt + 1];
      if (delay !== undefined) this.retryTimer = setTimeout(() => void this.connect(generation, attempt + 1), delay);
      return;
    }
    if (generation !== this.generation) {
      await connection.stop().catch(() => undefined);
      return;
    }
    setHubState(toHubState(connection.state));
    await this.register(connection);
  }

  private async register(connection: HubConnection): Promise<void> {
    try {
      await connection.invoke('RegisterClient', this.registration());
    } catch (error) {
      recordHubProblem(`RegisterClient: ${describe(error)}`);
    }
  }
}

const hubStates: Record<HubConnectionState, HubState> = {
  [HubConnectionState.Disconnected]: 'Disconnected',
  [HubConnectionState.Connecting]: 'Connecting',
  [HubConnectionState.Connected]: 'Connected',
  [HubConnectionState.Disconnecting]: 'Disconnecting',
  [HubConnectionState.Reconnecting]: 'Reconnecting',
};

function toHubState(state: HubConnectionState): HubState {
  return hubStates[state];
}

export const isLive = (): boolean => getRealtimeState().hub === 'Connected';
