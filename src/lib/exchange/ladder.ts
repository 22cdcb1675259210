// docs/domain.md; in hundredths, so 2.02 is exactly 2.02.

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

/** A tie (1.555) goes to the shorter price. */
function nearestIndex(price: number): number {
  let best = 0;
  LADDER.forEach((candidate, index) => {
    const current = LADDER[best] ?? candidate;
    if (Math.abs(candidate - price) < Math.abs(current - price) - 1e-9) best = index;
  });
  return best;
}

export function stepTicks(price: number, ticks: number): number {
  const index = indexOf(price) ?? nearestIndex(price);
  const target = Math.min(LADDER.length - 1, Math.max(0, index + ticks));
  return LADDER[target] ?? price;
}

export function snapToLadder(price: number): number {
  return LADDER[nearestIndex(price)] ?? price;
}

export function tickUp(price: number): number {
  return LADDER.find((candidate) => candidate > price + 1e-9) ?? MAX_PRICE;
}

export function tickDown(price: number): number {
  return LADDER.findLast((candidate) => candidate < price - 1e-9) ?? MIN_PRICE;
}
