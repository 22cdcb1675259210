import { useCallback, useLayoutEffect, useReducer, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { Status } from './exchange/types';
import { isOnScreen, watchOnScreen } from './on-screen';
import { priceStore, type PriceLevel } from './price-store';

// The React side of the price store (one home for live prices, docs/architecture.md): each hook subscribes to
// one key, so a tick re-renders only the component that shows that value. A null key watches nothing.

function usePriceStoreValue<T>(key: string | null, read: (key: string) => T | undefined): T | undefined {
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : priceStore.subscribe(key, listener)), [key]);
  const get = useCallback(() => (key === null ? undefined : read(key)), [key, read]);
  return useSyncExternalStore(subscribe, get, get);
}

const readCell = (key: string) => priceStore.getCell(key);
const readStatus = (key: string) => priceStore.getStatus(key);

/** One price level of a runner's side (cellKey): re-renders on every change. For the bet slip, whose
 * few values drive its figures; a grid of prices uses usePaintedPriceCell. */
export function usePriceCell(key: string | null): PriceLevel | undefined {
  return usePriceStoreValue(key, readCell);
}

/** One runner's or market's status (runnerStatusKey, marketStatusKey). */
export function usePriceStatus(key: string | null): Status | undefined {
  return usePriceStoreValue(key, readStatus);
}

/** Writes a new level into the cell React rendered: text and attributes only. */
export type PaintPriceCell<E extends HTMLElement> = (element: E, value: PriceLevel) => void;

export interface PaintedPriceCell<E extends HTMLElement> {
  /** The level to render the cell with; undefined renders the empty slot. */
  readonly value: PriceLevel | undefined;
  /** Put on the element `paint` writes to. */
  readonly ref: RefObject<E | null>;
}

/** A price cell whose tick costs a text and attribute write, not a render (docs/performance.md "Price
 * cells written to the DOM"): React renders the cell when its level appears or goes away, and in
 * between each change the store publishes calls `paint` on the rendered element. The store publishes
 * once a frame, so the cell still shows the newest value within a frame; what the cell shows is
 * always the store's committed value (read it there on a click, not from the value rendered). */
export function usePaintedPriceCell<E extends HTMLElement>(key: string, paint: PaintPriceCell<E>): PaintedPriceCell<E> {
  const ref = useRef<E>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const value = priceStore.getCell(key);
  const shown = value !== undefined;
  useLayoutEffect(() => {
    // A cell off screen is not written on a tick: it stops listening to the store at its first tick
    // there, and is written with the newest level when it comes back (src/lib/on-screen.ts), so a
    // frame's publish calls only the cells a player can see. The observer watches the cell's row
    // (its closest `data-on-screen` ancestor), not the cell.
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
    // Anything published between the render and now is painted before the browser paints; so is
    // the newest level when the row comes back on screen.
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
