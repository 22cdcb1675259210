// Knobs that outlive resetDb(), set by each host at start.

let betDelayScale = 1;

export function setBetDelayScale(scale: number): void {
  if (!Number.isFinite(scale) || scale < 0 || scale > 1) throw new RangeError(`Bet delay scale must be within 0..1, got ${scale}`);
  betDelayScale = scale;
}

export function getBetDelayScale(): number {
  return betDelayScale;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Lets a timer not keep a Node process alive (the browser's numeric handles have no unref). */
export function unrefTimer(handle: unknown): void {
  if (typeof handle === 'object' && handle !== null && 'unref' in handle && typeof handle.unref === 'function') handle.unref();
}
