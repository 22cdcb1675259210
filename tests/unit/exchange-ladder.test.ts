import { describe, expect, it } from 'vitest';
import { LADDER, MAX_PRICE, MIN_PRICE, isOnLadder, snapToLadder, stepTicks, tickDown, tickUp } from '@/lib/exchange/ladder';

// The Betfair CLASSIC ladder of docs/domain.md, with its worked examples.

describe('odds ladder', () => {
  it.each([
    [1.01, 2, 0.01],
    [2, 3, 0.02],
    [3, 4, 0.05],
    [4, 6, 0.1],
    [6, 10, 0.2],
    [10, 20, 0.5],
    [20, 30, 1],
    [30, 50, 2],
    [50, 100, 5],
    [100, 1000, 10],
  ])('steps from %s to %s by %s', (from, to, step) => {
    const band = LADDER.filter((price) => price >= from && price <= to);
    band.slice(1).forEach((price, index) => expect(price - (band[index] ?? 0)).toBeCloseTo(step, 9));
  });

  it('has the 350 Betfair CLASSIC prices from 1.01 to 1000', () => {
    expect(LADDER).toHaveLength(350);
    expect(LADDER[0]).toBe(1.01);
    expect(LADDER.at(-1)).toBe(1000);
  });
  it.each([
    [1.5, 5, 1.55],
    [2, 5, 2.1],
    [10, 5, 12.5],
    [3, -1, 2.98],
    [1.01, -3, 1.01],
    [1000, 2, 1000],
  ])('%s + %s ticks = %s', (price, ticks, expected) => {
    expect(stepTicks(price, ticks)).toBe(expected);
  });
  it.each([
    [2.02, true],
    [2.03, false],
    [4.1, true],
    [4.15, false],
    [19.5, true],
    [21, true],
    [31, false],
    [1001, false],
  ])('%s on the ladder: %s', (price, expected) => {
    expect(isOnLadder(price)).toBe(expected);
  });
});

describe("the slip's +/− and typed odds", () => {
  it.each([
    [1.5, 1.51, 1.49],
    [2, 2.02, 1.99],
    [3, 3.05, 2.98],
    [10, 10.5, 9.8],
    [1.01, 1.02, MIN_PRICE],
    [1000, MAX_PRICE, 990],
    // Off the ladder: + goes to the next valid price above, − to the next below.
    [2.03, 2.04, 2.02],
    [4.15, 4.2, 4.1],
  ])('%s: + → %s, − → %s', (price, up, down) => {
    expect(tickUp(price)).toBe(up);
    expect(tickDown(price)).toBe(down);
  });
  it.each([
    [2.03, 2.02],
    [2.031, 2.04],
    [4.16, 4.2],
    [1.555, 1.55],
    [31, 30],
    [1, 1.01],
    [0.5, 1.01],
    [5000, 1000],
    [12.5, 12.5],
  ])('%s snaps to %s', (typed, snapped) => {
    expect(snapToLadder(typed)).toBe(snapped);
  });
});
