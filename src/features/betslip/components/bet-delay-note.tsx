import { Text } from '@mantine/core';
import type { BetDelay } from '@/lib/exchange/bet-delay';
import { betDelayWords } from '../model/bet-delay-words';

/** Not a live region: it follows every price move. */
export function BetDelayNote({ id, delay }: { id: string; delay: BetDelay }) {
  const words = betDelayWords(delay);
  if (!words) return null;
  return (
    <Text id={id} size="sm" data-testid="bet-delay-note" data-delay={delay.kind}>
      {words}
    </Text>
  );
}
