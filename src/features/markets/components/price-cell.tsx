import { createContext, useCallback, useContext, useLayoutEffect } from 'react';
import { cellKey, priceStore, type PriceLevelIndex, type PriceSide } from '@/lib/price-store';
import type { PriceText } from '@/lib/price-text';
import { usePaintedPriceCell } from '@/hooks/use-price-store';
import { PriceButton, paintPriceButton, type PriceButtonProps } from './price-button';

/** Without it, a cell's button shows its own words. */
export const PriceTextContext = createContext<PriceText | null>(null);

interface PriceCellProps extends Omit<PriceButtonProps, 'value' | 'level' | 'ref'> {
  eventId: number;
  marketId: number;
  runnerId: number;
  level: PriceLevelIndex;
}

/** Renders only when its level appears or goes away. Why: docs/decisions/0003-price-canvas.md */
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
  // Its words leave the canvas with it.
  useLayoutEffect(() => () => text?.clear(key), [text, key, shown]);
  // The price picked is the one on screen.
  const select = useCallback(
    (side: PriceSide) => {
      const shown = priceStore.getCell(key);
      if (shown) onSelect(side, shown);
    },
    [key, onSelect],
  );
  return <PriceButton {...button} ref={ref} level={level} value={value} onSelect={select} />;
}
