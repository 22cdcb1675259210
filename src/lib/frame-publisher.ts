// The price store's publishing: docs/decisions/0003-price-canvas.md

type Listener = () => void;

/** With the frame's time; a timer where there are no frames. */
export type FrameScheduler = (flush: (frameTime?: number) => void) => void;

export const nextFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame((frameTime) => flush(frameTime));
  else setTimeout(flush, 16);
};

const LONG_FRAME_MS = 25;
const IDLE_GAP_MS = 100;
const PUBLISH_BUDGET_MS = 4;
const MAX_FRAMES_WAITED = 3;
export const PUBLISH_SLICE_MS = 6;
const MIN_LISTENERS_A_PUBLISH = 24;

/** Only intermediate values are dropped: pending keeps each key's newest. */
function createBackoff() {
  let lastPublishFrame: number | undefined;
  let framesToWait = 0;
  return {
    waits(frameTime: number | undefined): boolean {
      if (frameTime !== undefined && lastPublishFrame !== undefined) {
        const gap = frameTime - lastPublishFrame;
        if (gap > LONG_FRAME_MS && gap < IDLE_GAP_MS) framesToWait = Math.max(framesToWait, 1);
      }
      if (framesToWait === 0) return false;
      framesToWait -= 1;
      // A gap after a waiting frame is not a long frame.
      lastPublishFrame = undefined;
      return true;
    },
    published(frameTime: number | undefined, cost: number): void {
      lastPublishFrame = frameTime;
      framesToWait = Math.min(MAX_FRAMES_WAITED, Math.floor(cost / PUBLISH_BUDGET_MS));
    },
  };
}

function createSlice() {
  let msPerListener = 0;
  return {
    publish(flush: (limit: number) => number): number {
      const started = performance.now();
      const called = flush(
        msPerListener > 0 ? Math.max(MIN_LISTENERS_A_PUBLISH, Math.floor(PUBLISH_SLICE_MS / msPerListener)) : Number.POSITIVE_INFINITY,
      );
      const cost = performance.now() - started;
      // On publishes big enough to outweigh the fixed cost.
      if (called >= MIN_LISTENERS_A_PUBLISH) msPerListener = msPerListener === 0 ? cost / called : (msPerListener + cost / called) / 2;
      return cost;
    },
  };
}

function addListener(listeners: Map<string, Set<Listener>>, key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

export interface FramePublisher<V> {
  write(key: string, value: V | undefined): void;
  get(key: string): V | undefined;
  subscribe(key: string, listener: Listener): () => void;
  afterPublish(listener: Listener): void;
  setPaused(paused: boolean): void;
  /** Oldest first; returns how many. */
  flush(limit?: number): number;
}

/** `copy` makes the pending value, so a writer may reuse its object. */
export function createFramePublisher<V>(
  schedule: FrameScheduler,
  same: (a: V | undefined, b: V | undefined) => boolean,
  copy: (value: V) => V,
): FramePublisher<V> {
  const committed = new Map<string, V>();
  const pending = new Map<string, V | undefined>();
  const listeners = new Map<string, Set<Listener>>();
  const afterPublish = new Set<Listener>();
  let scheduled = false;
  let paused = false;
  const backoff = createBackoff();
  const slice = createSlice();

  const request = (): void => {
    if (scheduled || paused || pending.size === 0) return;
    scheduled = true;
    schedule(onFrame);
  };

  function onFrame(frameTime?: number): void {
    scheduled = false;
    if (backoff.waits(frameTime)) {
      request();
      return;
    }
    backoff.published(frameTime, slice.publish(flush));
    request(); // what the slice left
  }

  function flush(limit = Number.POSITIVE_INFINITY): number {
    scheduled = false;
    if (paused || pending.size === 0) return 0;
    const notified = new Set<Listener>();
    for (const [key, value] of pending) {
      if (notified.size >= limit) break;
      pending.delete(key);
      if (same(committed.get(key), value)) continue;
      if (value === undefined) committed.delete(key);
      else committed.set(key, value);
      listeners.get(key)?.forEach((listener) => notified.add(listener));
    }
    notified.forEach((listener) => listener());
    afterPublish.forEach((listener) => listener());
    return notified.size;
  }

  return {
    write(key, value) {
      const current = pending.has(key) ? pending.get(key) : committed.get(key);
      if (same(current, value)) return;
      pending.set(key, value === undefined ? value : copy(value));
      request();
    },
    get: (key) => committed.get(key),
    subscribe: (key, listener) => addListener(listeners, key, listener),
    afterPublish(listener) {
      afterPublish.add(listener);
    },
    setPaused(next) {
      paused = next;
      request();
    },
    flush,
  };
}
