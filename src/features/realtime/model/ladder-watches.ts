import type { LadderUpdateMessage } from '@/api/hub-messages';
import { recordHubProblem } from './hub-log';

// The hub forgets watches with their connection: each new one is asked for every listened runner.

/** `undefined` once its connection is no longer the current one. */
export type HubInvoke = (method: string, argument: unknown) => Promise<unknown> | undefined;
export type LadderListener = (update: LadderUpdateMessage) => void;

interface Watched {
  readonly marketId: number;
  readonly runnerId: number;
  readonly listeners: Set<LadderListener>;
}

export class LadderWatches {
  private readonly watched = new Map<string, Watched>();
  private invoke: HubInvoke | undefined;

  watch(marketId: number, runnerId: number, listener: LadderListener): () => void {
    const key = `${marketId}|${runnerId}`;
    let entry = this.watched.get(key);
    if (!entry) {
      entry = { marketId, runnerId, listeners: new Set() };
      this.watched.set(key, entry);
      this.send(entry, true);
    }
    const watched = entry;
    // Its own function: the same listener given twice is two listeners.
    const own: LadderListener = (update) => listener(update);
    watched.listeners.add(own);
    return () => {
      if (!watched.listeners.delete(own) || watched.listeners.size > 0) return;
      this.watched.delete(key);
      this.send(watched, false);
    };
  }

  connected(invoke: HubInvoke): void {
    this.invoke = invoke;
    for (const entry of this.watched.values()) this.send(entry, true);
  }

  deliver(update: LadderUpdateMessage): void {
    this.watched.get(`${update.marketId}|${update.runnerId}`)?.listeners.forEach((listener) => listener(update));
  }

  private send({ marketId, runnerId }: Watched, watch: boolean): void {
    this.invoke?.('WatchLadder', { MarketId: marketId, RunnerId: runnerId, Watch: watch })?.catch((error: unknown) => {
      recordHubProblem(`WatchLadder: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
