import type { PriceLevel, PriceSide } from '@/lib/price-store';
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
}

/** One price level: the price and what is available (fancy: the run line and its rate). Props only,
 * so it is easy to test; PriceCell does the subscribing. */
export function PriceButton({ side, sideLabel, level, runnerName, fancy, value, blocked, onSelect }: PriceButtonProps) {
  if (!value) {
    return <span className={classes.price} data-side={side} data-level={level} data-empty aria-hidden="true" />;
  }
  // The name holds the visible words in their order ('1.85 15.2K', '53 100'), so speech control finds
  // the button by what it shows; the units are words a screen reader says, in parentheses for fancy.
  const name = fancy
    ? `${sideLabel} ${runnerName} at ${value.price} (runs), ${value.size} (rate)`
    : `${sideLabel} ${runnerName} at ${value.price}, ${formatSize(value.size)} available`;
  return (
    // A plain button: hundreds of these re-render every second, and Mantine's polymorphic Box costs
    // more per render than the cell itself (npm run bench:odds).
    <button
      type="button"
      className={classes.price}
      data-side={side}
      data-level={level}
      disabled={blocked}
      aria-label={name}
      onClick={() => onSelect(side, value)}
    >
      <span className={classes.priceValue}>{value.price}</span>{' '}
      <span className={classes.priceSize}>{fancy ? value.size : formatSize(value.size)}</span>
    </button>
  );
}
