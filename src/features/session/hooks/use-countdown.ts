import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, secondsLeft } from '../model/countdown';

/** From the clock, not by counting ticks, so a throttled background tab is right when it wakes. */
export function useCountdown(totalSeconds: number): { secondsLeft: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const left = secondsLeft(startedAt, now, totalSeconds);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [running, startedAt]);

  const restart = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);

  return { secondsLeft: left, restart };
}
