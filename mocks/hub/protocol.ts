// The SignalR JSON hub protocol (v1): msw's socket and node's `ws` share it.

import { unrefTimer } from '../runtime-settings';

export const RECORD_SEPARATOR = '\u001e';

const MessageType = { Invocation: 1, StreamItem: 2, Completion: 3, StreamInvocation: 4, CancelInvocation: 5, Ping: 6, Close: 7 } as const;

export interface HubTransport {
  send(text: string): void;
  close(): void;
}

export interface HubSessionHooks {
  /** Runs a client invocation; the return value is ignored (completions carry `result: null`). */
  invoke(session: HubSession, target: string, args: unknown[]): void;
  closed(session: HubSession): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class HubSession {
  registration: Record<string, unknown> | null = null;
  userId: number | null = null;
  private handshaken = false;
  private closed = false;
  private buffer = '';
  private pingTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly connectionId: string,
    private readonly transport: HubTransport,
    private readonly hooks: HubSessionHooks,
    /** Server keep-alive pings (the client's server timeout is 30 s); 0 = none. */
    private readonly pingIntervalMs: number,
  ) {}

  get isOpen(): boolean {
    return this.handshaken && !this.closed;
  }

  /** Feed one transport frame (it may hold several records, or part of one). */
  receive(data: string): void {
    this.buffer += data;
    let end = this.buffer.indexOf(RECORD_SEPARATOR);
    while (end >= 0 && !this.closed) {
      const record = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.handleRecord(record);
      end = this.buffer.indexOf(RECORD_SEPARATOR);
    }
  }

  push(target: string, args: unknown[]): void {
    if (this.isOpen) this.sendRecord({ type: MessageType.Invocation, target, arguments: args });
  }

  ping(): void {
    if (this.isOpen) this.sendRecord({ type: MessageType.Ping });
  }

  close(error?: string): void {
    if (this.closed) return;
    if (this.handshaken) this.sendRecord(error ? { type: MessageType.Close, error } : { type: MessageType.Close });
    this.dispose();
    this.transport.close();
  }

  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.hooks.closed(this);
  }

  private sendRecord(message: Record<string, unknown>): void {
    this.transport.send(JSON.stringify(message) + RECORD_SEPARATOR);
  }

  private handleRecord(record: string): void {
    let message: unknown;
    try {
      message = JSON.parse(record);
    } catch {
      if (!this.handshaken) {
        this.transport.send(JSON.stringify({ error: 'Handshake request is not valid JSON.' }) + RECORD_SEPARATOR);
        this.dispose();
        this.transport.close();
      } else {
        this.close('Received a frame that is not valid JSON.');
      }
      return;
    }
    if (!this.handshaken) this.handleHandshake(message);
    else this.handleMessage(message);
  }

  private handleHandshake(message: unknown): void {
    if (!isRecord(message) || message.protocol !== 'json' || message.version !== 1) {
      const protocol = isRecord(message) ? String(message.protocol) : 'unknown';
      this.transport.send(JSON.stringify({ error: `Requested protocol '${protocol}' is not available.` }) + RECORD_SEPARATOR);
      this.dispose();
      this.transport.close();
      return;
    }
    this.handshaken = true;
    this.transport.send(`{}${RECORD_SEPARATOR}`);
    if (this.pingIntervalMs > 0) {
      this.pingTimer = setInterval(() => this.ping(), this.pingIntervalMs);
      unrefTimer(this.pingTimer);
    }
  }

  private handleMessage(message: unknown): void {
    if (!isRecord(message)) return this.close('Received a frame that is not a hub message.');
    switch (message.type) {
      case MessageType.Ping:
        // Keep-alive: answering at once keeps the client's server-timeout clock fresh.
        this.sendRecord({ type: MessageType.Ping });
        return;
      case MessageType.Close:
        this.dispose();
        this.transport.close();
        return;
      case MessageType.Invocation:
        return this.handleInvocation(message);
      case MessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') {
          this.sendRecord({
            type: MessageType.Completion,
            invocationId: message.invocationId,
            error: 'Streaming is not supported by this hub.',
          });
        }
        return;
      case MessageType.CancelInvocation:
      case MessageType.StreamItem:
      case MessageType.Completion:
        return;
      default:
        return this.close(`Unknown message type ${String(message.type)}.`);
    }
  }

  private handleInvocation(message: Record<string, unknown>): void {
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : null;
    const target = typeof message.target === 'string' ? message.target : '';
    const args = Array.isArray(message.arguments) ? (message.arguments as unknown[]) : [];
    let error: string | null = null;
    try {
      this.hooks.invoke(this, target, args);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    if (invocationId === null) return;
    this.sendRecord(
      error === null ? { type: MessageType.Completion, invocationId, result: null } : { type: MessageType.Completion, invocationId, error },
    );
  }
}
