import { useLingui } from '@/hooks/use-lingui';
import { usePaintedPriceCell } from '@/hooks/use-price-store';
import type { PriceLevel } from '@/lib/price-store';
import { writeText } from '@/lib/write-text';
import { marketMatchedKey, runnerTradedKey } from '../model/traded';
import { marketMatchedWords, runnerTradedWords } from '../model/traded-words';
import classes from './traded-figures.module.css';

// A tick writes into React's cells (usePaintedPriceCell), as the prices do: React renders seldom.

function paintRunner(element: HTMLElement, value: PriceLevel): void {
  const [last, matched, spoken] = element.children;
  const words = runnerTradedWords(value);
  if (last) writeText(last, words.last);
  if (matched) writeText(matched, words.matched);
  if (spoken) writeText(spoken, words.spoken);
}

function paintMarket(element: HTMLElement, value: PriceLevel): void {
  const [shown, spoken] = element.children;
  const words = marketMatchedWords(value.size);
  if (shown) writeText(shown, words.shown);
  if (spoken) writeText(spoken, words.spoken);
}

interface RunnerTradedProps {
  eventId: number;
  marketId: number;
  runnerId: number;
  /** An exchange market: its line is kept before the figures come, so the rows below do not move. */
  trades: boolean;
}

export function RunnerTraded({ eventId, marketId, runnerId, trades }: RunnerTradedProps) {
  // Drawn again in a new language.
  useLingui();
  const { value, ref } = usePaintedPriceCell<HTMLDivElement>(runnerTradedKey(eventId, marketId, runnerId), paintRunner);
  if (!value)
    return trades ? (
      <div className={classes.traded} aria-hidden="true">
        <span>{'\u00a0'}</span>
      </div>
    ) : null;
  const words = runnerTradedWords(value);
  return (
    <div ref={ref} className={classes.traded} data-testid={`traded-${runnerId}`}>
      <span aria-hidden="true">{words.last}</span>
      <span aria-hidden="true">{words.matched}</span>
      <span className={classes.spoken}>{words.spoken}</span>
    </div>
  );
}

export function MarketMatched({ eventId, marketId }: { eventId: number; marketId: number }) {
  // Drawn again in a new language.
  useLingui();
  const { value, ref } = usePaintedPriceCell<HTMLSpanElement>(marketMatchedKey(eventId, marketId), paintMarket);
  if (!value) return null;
  const words = marketMatchedWords(value.size);
  return (
    <span ref={ref} className={classes.marketMatched} data-testid={`matched-${marketId}`}>
      <span aria-hidden="true">{words.shown}</span>
      <span className={classes.spoken}>{words.spoken}</span>
    </span>
  );
}
