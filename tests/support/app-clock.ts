import { getConfig } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, vi } from 'vitest';

// Taken before any test fakes the timers: the pauses between steps are the wall clock's.
const wallSetTimeout = globalThis.setTimeout;

/** App-time ms per step of findInAppTime, and wall-clock ms between steps: a wait passes ~25× faster. */
const STEP_MS = 250;
const WALL_PAUSE_MS = 10;

/**
 * The app's and the mock's timers and Date, faked for the whole file but running at the wall clock's
 * pace, so that rendering, the network and waitFor go on as ever; findInAppTime hurries only the waits
 * the test is about (a bet delay, a retry's back-off). Once for the file, not per test: the app's and
 * the mock's module state outlive a test, and a timer dropped with its test's fake clock held the next
 * test's request for ever.
 */
export function withAppClock(): void {
  beforeAll(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      advanceTimeDelta: 5,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** user-event's pauses between key presses are fake timers too: it moves the clock past them. */
export function appClockUser(): ReturnType<typeof userEvent.setup> {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Runs `find` (a getBy… query or an assertion) until it passes or `timeout` ms of the app's time have
 * gone, moving the app's clock on STEP_MS at a time. */
export async function findInAppTime<T>(find: () => T, timeout: number): Promise<T> {
  const wait = async (): Promise<T> => {
    const until = Date.now() + timeout;
    for (;;) {
      try {
        return find();
      } catch (error) {
        if (Date.now() >= until) throw error;
      }
      await vi.advanceTimersByTimeAsync(STEP_MS);
      await new Promise((resolve) => wallSetTimeout(resolve, WALL_PAUSE_MS));
    }
  };
  // As waitFor does: React's updates meanwhile are not the test's acts.
  return (await getConfig().asyncWrapper(wait)) as T;
}

/** Lets `ms` of the app's time pass, STEP_MS at a time with a pause between for React to render what
 * each step's timers did (one jump would fire only the timers already set, not those set meanwhile). */
export async function passAppTime(ms: number): Promise<void> {
  await getConfig().asyncWrapper(async () => {
    for (let left = ms; left > 0; left -= STEP_MS) {
      await vi.advanceTimersByTimeAsync(Math.min(STEP_MS, left));
      await new Promise((resolve) => wallSetTimeout(resolve, WALL_PAUSE_MS));
    }
  });
}
