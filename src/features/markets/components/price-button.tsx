import { t } from '@lingui/core/macro';
import type { Ref } from 'react';
import type { PriceLevel, PriceSide } from '@/lib/price-store';
import { writeButtonWords, type PriceLines } from '@/lib/price-text';
import { writeAttribute } from '@/lib/write-text';
import { formatSize } from '../model/format-size';
import classes from './markets.module.css';

export interface PriceButtonProps {
  side: PriceSide;
  sideLabel: string;
  level: number;
  runnerName: string;
  fancy: boolean;
  value: PriceLevel | undefined;
  blocked: boolean;
  onSelect: (side: PriceSide, value: PriceLevel) => void;
  ref?: Ref<HTMLButtonElement>;
}

interface PriceWords {
  readonly sideLabel: string;
  readonly runnerName: string;
  readonly fancy: boolean;
}

/** Visible words first, for speech control. */
function priceName({ sideLabel, runnerName, fancy }: PriceWords, value: PriceLevel): string {
  const price = value.price;
  if (fancy) {
    const rate = value.size;
    return t`${sideLabel} ${runnerName} at ${price} (runs), ${rate} (rate)`;
  }
  const size = formatSize(value.size);
  return t`${sideLabel} ${runnerName} at ${price}, ${size} available`;
}

const sizeText = (fancy: boolean, value: PriceLevel): string => (fancy ? String(value.size) : formatSize(value.size));

export const priceLines = (fancy: boolean, value: PriceLevel): PriceLines => ({ top: String(value.price), bottom: sizeText(fancy, value) });

/** `shown: false`: the canvas shows them, so only the name is written. */
export function paintPriceButton(button: HTMLButtonElement, value: PriceLevel, words: PriceWords, shown = true): PriceLines {
  const lines = priceLines(words.fancy, value);
  if (shown) writeButtonWords(button, lines);
  writeAttribute(button, 'aria-label', priceName(words, value));
  return lines;
}

/** PriceCell subscribes and paints the ticks. */
export function PriceButton({ side, sideLabel, level, runnerName, fancy, value, blocked, onSelect, ref }: PriceButtonProps) {
  if (!value) {
    return <span className={classes.price} data-side={side} data-level={level} data-empty aria-hidden="true" />;
  }
  return (
    // Mantine's Box costs more per render than the cell (npm run bench:odds).
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
      <span className={classes.priceValue}>{value.price}</span> <span className={classes.priceSize}>{sizeText(fancy, value)}</span>
    </button>
  );
}
