import { createContext, useCallback, useContext, useLayoutEffect } from 'react';
import { cellKey, priceStore, type PriceLevelIndex, type PriceSide } from '@/lib/price-store';
import type { PriceText } from '@/lib/price-text';
import { usePaintedPriceCell } from '@/lib/use-price-store';
import { PriceButton, paintPriceButton, type PriceButtonProps } from './price-button';

/** The runner's canvas for its cells' words (RunnerPrices provides it; without it a cell's button shows
 * its own words). */
export const PriceTextContext = createContext<PriceText | null>(null);

interface PriceCellProps extends Omit<PriceButtonProps, 'value' | 'level' | 'ref'> {
  eventId: number;
  marketId: number;
  runnerId: number;
  level: PriceLevelIndex;
}

/** Follows its own selection in the price store: a tick writes the price, size and name into the
 * button without a render, and the words into its runner's canvas (price-text.ts); the cell renders
 * only when its level appears or goes away (docs/performance.md "Price cells written to the DOM"). */
export function PriceCell({ eventId, marketId, runnerId, level, onSelect, ...button }: PriceCellProps) {
  const { sideLabel, runnerName, fancy } = button;
  const key = cellKey(eventId, marketId, runnerId, button.side, level);
  const text = useContext(PriceTextContext);
  const paint = useCallback(
    (element: HTMLButtonElement, value: Parameters<typeof paintPriceButton>[1]) => {
      const lines = paintPriceButton(element, value, { sideLabel, runnerName, fancy }, !text?.drawsWords);
      text?.paint(key, element, lines);
    },
    [key, text, sideLabel, runnerName, fancy],
  );
  const { value, ref } = usePaintedPriceCell(key, paint);
  const shown = value !== undefined;
  // A level that went away, or a cell that left: its words leave the canvas too.
  useLayoutEffect(() => () => text?.clear(key), [text, key, shown]);
  // The price picked is the one on screen: the store's committed level, which the button shows.
  const select = useCallback(
    (side: PriceSide) => {
      const shown = priceStore.getCell(key);
      if (shown) onSelect(side, shown);
    },
    [key, onSelect],
  );
  return <PriceButton {...button} ref={ref} level={level} value={value} onSelect={select} />;
}
