// The hub listens to the db's change events: what moves a balance or price need not know it.
import * as z from 'zod';
import { getState, nowMs, onMockEvent, type MockEvent } from '../db';
import { userForAccessToken } from '../db/services/users';
import type { HubCode, HubWireData } from '../../src/api/hub-messages';
import {
  betLapsedData,
  betMatchedData,
  cashOutRuleData,
  encodeHubMessage,
  marketStatusData,
  oddsUpdateData,
  userBalanceData,
} from './messages';
import { LadderWatches } from './ladder-watch';
import { HubSession, type HubTransport } from './protocol';

const registerClientArgument = z.object({
  Browser: z.string(),
  Domain: z.string(),
  CurrentPage: z.string(),
  Token: z.string(),
});

export interface NegotiateResponse {
  negotiateVersion: 1;
  connectionId: string;
  connectionToken: string;
  availableTransports: Array<{ transport: 'WebSockets'; transferFormats: Array<'Text' | 'Binary'> }>;
}

export interface HubClientInfo {
  connectionId: string;
  userName: string | null;
  registration: Record<string, unknown> | null;
  /** Runner ids it follows with WatchLadder. */
  watching: number[];
}

export class MockHub {
  private readonly sessions = new Set<HubSession>();
  /** connectionToken → connectionId, as issued by negotiate. */
  private readonly issued = new Map<string, string>();
  private negotiations = 0;
  pingIntervalMs = 15_000;
  messageDelayMs = 0;
  private readonly ladders = new LadderWatches(() => this.messageDelayMs);

  constructor() {
    onMockEvent((event) => this.onDbEvent(event));
  }

  negotiate(): NegotiateResponse {
    this.negotiations += 1;
    const connectionId = `mock-conn-${this.negotiations}`;
    const connectionToken = `mock-ct-${this.negotiations}`;
    this.issued.set(connectionToken, connectionId);
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  /** A connection token negotiate never issued is refused; none at all is accepted (skipNegotiation). */
  accepts(connectionToken: string | null): boolean {
    return connectionToken === null || this.issued.has(connectionToken);
  }

  open(transport: HubTransport, connectionToken: string | null): HubSession {
    const connectionId = (connectionToken && this.issued.get(connectionToken)) || `mock-conn-direct-${this.sessions.size + 1}`;
    const session = new HubSession(
      connectionId,
      transport,
      {
        invoke: (current, target, args) => this.invoke(current, target, args),
        closed: (current) => {
          this.sessions.delete(current);
          this.ladders.forget(current);
        },
      },
      this.pingIntervalMs,
    );
    this.sessions.add(session);
    return session;
  }

  clients(): HubClientInfo[] {
    const state = getState();
    return [...this.sessions].map((session) => ({
      connectionId: session.connectionId,
      userName: state.users.find((user) => user.id === session.userId)?.userName ?? null,
      registration: session.registration,
      watching: this.ladders.watching(session),
    }));
  }

  send<C extends HubCode>(code: C, data: HubWireData<C>, forUserId?: number): void {
    const message = encodeHubMessage(code, data);
    for (const session of this.sessions) {
      if (forUserId === undefined || session.userId === forUserId) session.push('Message', [message]);
    }
  }

  /** Tests use it for malformed or unknown pushes. */
  broadcast(argument: unknown): void {
    for (const session of this.sessions) session.push('Message', [argument]);
  }

  closeAll(): void {
    for (const session of [...this.sessions]) session.close();
  }

  private invoke(session: HubSession, target: string, args: unknown[]): void {
    if (target === 'WatchLadder') return this.ladders.invoke(session, args);
    if (target !== 'RegisterClient') throw new Error(`Unknown hub method '${target}'`);
    const parsed = registerClientArgument.safeParse(args[0]);
    if (args.length !== 1 || !parsed.success) {
      throw new Error('RegisterClient takes one argument {Browser, Domain, CurrentPage, Token}');
    }
    session.registration = { ...parsed.data };
    // A visitor registers with Token '': the connection gets odds pushes but no balance.
    session.userId = parsed.data.Token ? (userForAccessToken(getState(), parsed.data.Token, nowMs())?.id ?? null) : null;
  }

  private onDbEvent(event: MockEvent): void {
    if (this.messageDelayMs > 0) {
      setTimeout(() => this.deliver(event), this.messageDelayMs);
      return;
    }
    this.deliver(event);
  }

  private deliver(event: MockEvent): void {
    this.ladders.onDbEvent(event);
    switch (event.type) {
      case 'balance':
        return this.send('UserBalance', userBalanceData(event.balance, event.exposure, event.userName), event.userId);
      case 'odds':
        return this.send('OddsUpdate', oddsUpdateData(event));
      case 'marketStatus':
        return this.send('MarketStatus', marketStatusData(event));
      case 'betMatched':
        return this.send('BetMatched', betMatchedData(event), event.userId);
      case 'betLapsed':
        return this.send('BetLapsed', betLapsedData(event), event.userId);
      case 'ruleUpdate':
        return this.send('CashOutRuleUpdate', cashOutRuleData(event.rule, event.userName), event.userId);
      case 'trade':
        return;
    }
  }
}

export const mockHub = new MockHub();
