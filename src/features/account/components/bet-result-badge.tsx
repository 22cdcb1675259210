import { Badge } from '@mantine/core';
import type { BetResult } from '@/api/generated/types.gen';

const colours: Record<BetResult, string> = { WON: 'green.9', LOST: 'red.9', VOID: 'gray.8', LAPSED: 'gray.8' };

/** The settled result, in words first (WON, LOST, VOID, LAPSED: a resting bet cancelled when its market
 * suspended or turned in-play); the colour only repeats it. */
export function BetResultBadge({ result }: { result: BetResult }) {
  return (
    <Badge color={colours[result]} variant="filled" radius="sm">
      {result}
    </Badge>
  );
}
