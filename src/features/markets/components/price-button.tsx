import type { Ref } from 'react';
import type { PriceLevel, PriceSide } from '@/lib/price-store';
import { writeButtonWords, type PriceLines } from '@/lib/price-text';
import { writeAttribute } from '@/lib/write-text';
import { formatSize } from '../model/format-size';
import classes from './markets.module.css';

export interface PriceButtonProps {
  side: PriceSide;
  /** 'Back' / 'Lay', or 'Yes' / 'No' on fancy lines. */
  sideLabel: string;
  level: number;
  runnerName: string;
  fancy: boolean;
  value: PriceLevel | undefined;
  blocked: boolean;
  onSelect: (side: PriceSide, value: PriceLevel) => void;
  /** PriceCell's: the button its ticks are painted into. */
  ref?: Ref<HTMLButtonElement>;
}

interface PriceWords {
  readonly sideLabel: string;
  readonly runnerName: string;
  readonly fancy: boolean;
}

/** The button's name: the visible words in their order ('1.85 15.2K', '53 100'), so speech control
 * finds the button by what it shows; the units are words a screen reader says, in parentheses for fancy. */
function priceName({ sideLabel, runnerName, fancy }: PriceWords, value: PriceLevel): string {
  return fancy
    ? `${sideLabel} ${runnerName} at ${value.price} (runs), ${value.size} (rate)`
    : `${sideLabel} ${runnerName} at ${value.price}, ${formatSize(value.size)} available`;
}

const sizeText = (fancy: boolean, value: PriceLevel): string => (fancy ? String(value.size) : formatSize(value.size));

/** What the button shows of a level, line by line (the market's canvas draws these, price-text.ts). */
export const priceLines = (fancy: boolean, value: PriceLevel): PriceLines => ({ top: String(value.price), bottom: sizeText(fancy, value) });

/** A new level written into a rendered PriceButton (usePaintedPriceCell): the same words React renders.
 * `shown: false`: its canvas shows the words (src/lib/price-text.ts), so only its name is written.
 * Returns the lines, for that canvas. */
export function paintPriceButton(button: HTMLButtonElement, value: PriceLevel, words: PriceWords, shown = true): PriceLines {
  const lines = priceLines(words.fancy, value);
  if (shown) writeButtonWords(button, lines);
  writeAttribute(button, 'aria-label', priceName(words, value));
  return lines;
}

/** One price level: the price and what is available (fancy: the run line and its rate). Props only,
 * so it is easy to test; PriceCell does the subscribing and paints the ticks. */
export function PriceButton({ side, sideLabel, level, runnerName, fancy, value, blocked, onSelect, ref }: PriceButtonProps) {
  if (!value) {
    return <span className={classes.price} data-side={side} data-level={level} data-empty aria-hidden="true" />;
  }
  return (
    // A plain button: hundreds of these are on a page, and Mantine's polymorphic Box costs more per
    // render than the cell itself (npm run bench:odds).
    <button
      ref={ref}
      type="button"
      className={classes.price}
      data-side={side}
      data-level={level}
      disabled={blocked}
      aria-label={priceName({ sideLabel, runnerName, fancy }, value)}
      onClick={() => onSelect(side, value)}
    >
      <span className={classes.priceValue}>{value.price}</span>{' '}
      <span className={classes.priceSize}>{sizeText(fancy, value)}</span>
    </button>
  );
}
