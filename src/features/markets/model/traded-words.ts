import { t } from '@lingui/core/macro';
import { numberFormat } from '@/lib/intl';
import type { PriceLevel } from '@/lib/price-store';

// ₹12.3k, ₹12.4L, ₹1.2Cr (docs/i18n.md), and in full words for a screen reader.

const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

export interface AmountWords {
  readonly shown: string;
  readonly spoken: string;
}

/** 99,960 is ₹1L, not ₹100k. */
export function matchedAmountWords(amount: number): AmountWords {
  const tenths = (unit: number) => Math.round((amount / unit) * 10) / 10;
  if (tenths(1e7) >= 1) {
    const n = numberFormat(ONE_DECIMAL).format(tenths(1e7));
    return { shown: t`₹${n}Cr`, spoken: t`₹${n} crore` };
  }
  if (tenths(1e5) >= 1) {
    const n = numberFormat(ONE_DECIMAL).format(tenths(1e5));
    return { shown: t`₹${n}L`, spoken: t`₹${n} lakh` };
  }
  if (tenths(1e3) >= 1) {
    const n = numberFormat(ONE_DECIMAL).format(tenths(1e3));
    return { shown: t`₹${n}k`, spoken: t`₹${n} thousand` };
  }
  const n = numberFormat(WHOLE).format(amount);
  return { shown: `₹${n}`, spoken: `₹${n}` };
}

export interface RunnerTradedWords {
  /** '' before the runner's first trade. */
  readonly last: string;
  readonly matched: string;
  readonly spoken: string;
}

/** `value`: the price store's traded value (model/traded.ts). */
export function runnerTradedWords(value: PriceLevel): RunnerTradedWords {
  const price = value.price;
  const amount = matchedAmountWords(value.size);
  const shown = amount.shown;
  const spoken = amount.spoken;
  if (price === 0) return { last: '', matched: t`Matched ${shown}`, spoken: t`Matched ${spoken}` };
  return { last: t`Last ${price}`, matched: t`Matched ${shown}`, spoken: t`Last traded ${price}, matched ${spoken}` };
}

export function marketMatchedWords(size: number): AmountWords {
  const amount = matchedAmountWords(size);
  const shown = amount.shown;
  const spoken = amount.spoken;
  return { shown: t`Matched ${shown}`, spoken: t`Market matched ${spoken}` };
}
