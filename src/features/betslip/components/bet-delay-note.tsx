import { Text } from '@mantine/core';
import type { BetDelay } from '@/lib/exchange/bet-delay';
import { betDelayWords } from '../model/bet-delay-words';

/** Describes the Place button; not a live region, as it follows every price the stream moves. */
export function BetDelayNote({ id, delay }: { id: string; delay: BetDelay }) {
  const words = betDelayWords(delay);
  if (!words) return null;
  return (
    <Text id={id} size="sm" data-testid="bet-delay-note" data-delay={delay.kind}>
      {words}
    </Text>
  );
}
