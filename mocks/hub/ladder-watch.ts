// WatchLadder (hub.asyncapi.yaml, our proposal): docs/mock-backend.md "The hub's WatchLadder".
import * as z from 'zod';
import type { Trade } from '../../src/api/generated/types.gen';
import { getState, type MockEvent } from '../db';
import { exchangeRunner, runnerLadderView } from '../db/services/markets';
import { unrefTimer } from '../runtime-settings';
import { encodeHubMessage, ladderUpdateData } from './messages';
import type { HubSession } from './protocol';

export const WATCH_LIMIT = 20;
export const LADDER_PUSH_MS = 100;

const watchLadderArgument = z.object({ MarketId: z.number().int(), RunnerId: z.number().int(), Watch: z.boolean() });

type TradeEvent = Extract<MockEvent, { type: 'trade' }>;

interface Seen {
  tradeSeq: number;
  version: number;
}

interface RunnerFeed {
  marketId: number;
  /** So a connection whose snapshot followed the last change is not sent it again. */
  version: number;
  lastPushAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** Numbered so each connection gets the ones it has not seen. */
  pending: Array<{ seq: number; trade: Trade }>;
}

/** Null once the runner is gone (a reset). */
export function ladderUpdateMessage(marketId: number, runnerId: number, trades: readonly Trade[]): string | null {
  const state = getState();
  const selection = exchangeRunner(state, marketId, runnerId);
  return selection ? encodeHubMessage('LadderUpdate', ladderUpdateData(runnerLadderView(state, selection), trades)) : null;
}

export class LadderWatches {
  /** Per connection and runner: the last trade number and change it was sent. */
  private readonly bySession = new Map<HubSession, Map<number, Seen>>();
  private readonly feeds = new Map<number, RunnerFeed>();
  private tradeSeq = 0;

  /** `delayMs`: the hub's held pushes (setHubDelay) hold these too. */
  constructor(private readonly delayMs: () => number) {}

  /** Throws for the session's completion error. */
  invoke(session: HubSession, args: unknown[]): void {
    const parsed = watchLadderArgument.safeParse(args[0]);
    if (args.length !== 1 || !parsed.success) throw new Error('WatchLadder takes one argument {MarketId, RunnerId, Watch}');
    const { MarketId: marketId, RunnerId: runnerId, Watch: watch } = parsed.data;
    const watched = this.bySession.get(session) ?? new Map<number, Seen>();
    if (!watch) {
      watched.delete(runnerId);
      this.prune(runnerId);
      return;
    }
    if (!exchangeRunner(getState(), marketId, runnerId)) throw new Error('Runner not found');
    if (!watched.has(runnerId) && watched.size >= WATCH_LIMIT) throw new Error(`A connection follows at most ${WATCH_LIMIT} runners`);
    if (!this.feeds.has(runnerId)) this.feeds.set(runnerId, { marketId, version: 0, lastPushAt: 0, timer: null, pending: [] });
    watched.set(runnerId, { tradeSeq: this.tradeSeq, version: this.feeds.get(runnerId)?.version ?? 0 });
    this.bySession.set(session, watched);
    // After the completion, which the session sends when this returns.
    this.later(() => this.sendSnapshot(session, marketId, runnerId));
  }

  forget(session: HubSession): void {
    const watched = this.bySession.get(session);
    this.bySession.delete(session);
    for (const runnerId of watched?.keys() ?? []) this.prune(runnerId);
  }

  watching(session: HubSession): number[] {
    return [...(this.bySession.get(session)?.keys() ?? [])];
  }

  onDbEvent(event: MockEvent): void {
    if (event.type === 'odds') this.schedule(event.runnerId);
    else if (event.type === 'trade') this.traded(event);
    else if (event.type === 'marketStatus')
      for (const [runnerId, feed] of this.feeds) if (feed.marketId === event.marketId) this.schedule(runnerId);
  }

  private traded(event: TradeEvent): void {
    const feed = this.feeds.get(event.runnerId);
    if (!feed) return;
    this.tradeSeq += 1;
    feed.pending.push({ seq: this.tradeSeq, trade: { time: event.time, price: event.price, size: event.size } });
    this.schedule(event.runnerId);
  }

  /** On the next turn, when the change is whole. */
  private schedule(runnerId: number): void {
    const feed = this.feeds.get(runnerId);
    if (!feed) return;
    feed.version += 1;
    if (feed.timer !== null) return;
    feed.timer = setTimeout(() => this.flush(runnerId), Math.max(0, feed.lastPushAt + LADDER_PUSH_MS - Date.now()));
    unrefTimer(feed.timer);
  }

  private flush(runnerId: number): void {
    const feed = this.feeds.get(runnerId);
    if (!feed) return;
    feed.timer = null;
    feed.lastPushAt = Date.now();
    for (const [session, watched] of this.bySession) {
      const seen = watched.get(runnerId);
      if (seen === undefined || seen.version === feed.version) continue;
      const trades = feed.pending.filter((entry) => entry.seq > seen.tradeSeq).map((entry) => entry.trade);
      const message = ladderUpdateMessage(feed.marketId, runnerId, trades);
      if (message !== null) session.push('Message', [message]);
      watched.set(runnerId, { tradeSeq: this.tradeSeq, version: feed.version });
    }
    feed.pending = [];
  }

  private sendSnapshot(session: HubSession, marketId: number, runnerId: number): void {
    const watched = this.bySession.get(session);
    if (!watched?.has(runnerId)) return;
    watched.set(runnerId, { tradeSeq: this.tradeSeq, version: this.feeds.get(runnerId)?.version ?? 0 });
    const message = ladderUpdateMessage(marketId, runnerId, []);
    if (message !== null) session.push('Message', [message]);
  }

  private prune(runnerId: number): void {
    for (const watched of this.bySession.values()) if (watched.has(runnerId)) return;
    const feed = this.feeds.get(runnerId);
    if (feed?.timer) clearTimeout(feed.timer);
    this.feeds.delete(runnerId);
  }

  private later(run: () => void): void {
    const delay = this.delayMs();
    if (delay > 0) unrefTimer(setTimeout(run, delay));
    else queueMicrotask(run);
  }
}
