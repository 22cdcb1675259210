import { useCallback, useLayoutEffect, useReducer, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { Status } from '@/lib/exchange/types';
import { isOnScreen, watchOnScreen } from '@/lib/on-screen';
import { marketStatusKey, priceStore, runnerStatusKey, type PriceLevel } from '@/lib/price-store';

// One key a hook, so a tick re-renders only what shows it.

function usePriceStoreValue<T>(key: string, read: (key: string) => T): T;
function usePriceStoreValue<T>(key: string | null, read: (key: string) => T | undefined): T | undefined;
function usePriceStoreValue<T>(key: string | null, read: (key: string) => T | undefined): T | undefined {
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : priceStore.subscribe(key, listener)), [key]);
  const get = useCallback(() => (key === null ? undefined : read(key)), [key, read]);
  return useSyncExternalStore(subscribe, get, get);
}

const readCell = (key: string) => priceStore.getCell(key);
const readStatus = (key: string) => priceStore.getStatus(key);
// The first odds' statuses then change no snapshot: one that changes while a transition renders makes
// React render the whole of it again, in one task.
const readShownStatus = (key: string): Status => priceStore.getStatus(key) ?? 'ACTIVE';

/** Re-renders on every change; a grid of prices uses usePaintedPriceCell. */
export function usePriceCell(key: string | null): PriceLevel | undefined {
  return usePriceStoreValue(key, readCell);
}

export function usePriceStatus(key: string | null): Status | undefined {
  return usePriceStoreValue(key, readStatus);
}

/** What a runner's prices show: a market not 'ACTIVE' speaks for its runners; a status not known yet reads as 'ACTIVE'. */
export function useRunnerStatus(eventId: number, marketId: number, runnerId: number): Status {
  const runner = usePriceStoreValue(runnerStatusKey(eventId, marketId, runnerId), readShownStatus);
  const market = usePriceStoreValue(marketStatusKey(eventId, marketId), readShownStatus);
  return market !== 'ACTIVE' ? market : runner;
}

export type PaintPriceCell<E extends HTMLElement> = (element: E, value: PriceLevel) => void;

export interface PaintedPriceCell<E extends HTMLElement> {
  readonly value: PriceLevel | undefined;
  readonly ref: RefObject<E | null>;
}

/** A tick calls `paint` instead of rendering; read a click's price from the store. */
export function usePaintedPriceCell<E extends HTMLElement>(key: string, paint: PaintPriceCell<E>): PaintedPriceCell<E> {
  const ref = useRef<E>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const value = priceStore.getCell(key);
  const shown = value !== undefined;
  useLayoutEffect(() => {
    const watched = ref.current?.closest('[data-on-screen]') ?? ref.current;
    let unsubscribe: (() => void) | undefined;
    const update = () => {
      const next = priceStore.getCell(key);
      if ((next !== undefined) !== shown) rerender();
      else if (!next || !ref.current) return;
      else if (isOnScreen(watched ?? ref.current)) paint(ref.current, next);
      else {
        unsubscribe?.();
        unsubscribe = undefined;
      }
    };
    const listen = () => {
      update();
      unsubscribe ??= priceStore.subscribe(key, update);
    };
    listen();
    const unwatch = watched ? watchOnScreen(watched, listen) : () => undefined;
    return () => {
      unsubscribe?.();
      unwatch();
    };
  }, [key, paint, shown]);
  return { value, ref };
}
