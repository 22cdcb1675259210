// The Betfair CLASSIC odds ladder (docs/domain.md): 350 valid decimal prices. Built in
// hundredths so that 2.02 is exactly 2.02 and not 2.0199999.

const BANDS: ReadonlyArray<readonly [from: number, to: number, step: number]> = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildLadder(): number[] {
  const hundredths = new Set<number>();
  for (const [from, to, step] of BANDS) {
    for (let value = from; value <= to; value += step) hundredths.add(value);
  }
  return [...hundredths].sort((a, b) => a - b).map((value) => value / 100);
}

export const LADDER: readonly number[] = buildLadder();
export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

const indexByPrice = new Map(LADDER.map((price, index) => [Math.round(price * 100), index]));

function indexOf(price: number): number | undefined {
  return indexByPrice.get(Math.round(price * 100));
}

export function isOnLadder(price: number): boolean {
  // A price must be exact to the hundredth: 1.555 is not 1.56.
  return Number.isFinite(price) && Math.abs(price * 100 - Math.round(price * 100)) < 1e-6 && indexOf(price) !== undefined;
}

/** Index of the nearest valid price; a tie (1.555 between 1.55 and 1.56) goes to the shorter price. */
function nearestIndex(price: number): number {
  let best = 0;
  LADDER.forEach((candidate, index) => {
    const current = LADDER[best] ?? candidate;
    if (Math.abs(candidate - price) < Math.abs(current - price) - 1e-9) best = index;
  });
  return best;
}

/** The price `ticks` steps along the ladder (negative = shorter odds), clamped to its ends. */
export function stepTicks(price: number, ticks: number): number {
  const index = indexOf(price) ?? nearestIndex(price);
  const target = Math.min(LADDER.length - 1, Math.max(0, index + ticks));
  return LADDER[target] ?? price;
}

/** The nearest valid price (docs/domain.md: typed odds snap to the nearest tick). */
export function snapToLadder(price: number): number {
  return LADDER[nearestIndex(price)] ?? price;
}

/** The next valid price above `price` (the slip's +), or the top of the ladder. */
export function tickUp(price: number): number {
  return LADDER.find((candidate) => candidate > price + 1e-9) ?? MAX_PRICE;
}

/** The next valid price below `price` (the slip's −), or the bottom of the ladder. */
export function tickDown(price: number): number {
  return LADDER.findLast((candidate) => candidate < price - 1e-9) ?? MIN_PRICE;
}
