// Off unless a host turns it on: node tests want quiet prices.
import { getState } from '../db';
import { stepOdds } from '../db/services/odds-moves';
import { unrefTimer } from '../runtime-settings';

let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  const delay = 1000 + Math.floor(getState().rng.next() * 1000);
  timer = setTimeout(() => {
    stepOdds(getState());
    schedule();
  }, delay);
  unrefTimer(timer);
}

export function setOddsStream(on: boolean | 'on' | 'off'): void {
  const wanted = on === true || on === 'on';
  if (wanted && timer === null) schedule();
  if (!wanted && timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
}

export function isOddsStreamOn(): boolean {
  return timer !== null;
}

export function stepOddsStream(): void {
  stepOdds(getState());
}
