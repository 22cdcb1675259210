import { Badge } from '@mantine/core';
import type { BetResult } from '@/api/generated/types.gen';
import { useLingui } from '@/hooks/use-lingui';
import { betResultLabel } from '../model/bet-words';

const colours: Record<BetResult, string> = { WON: 'green.9', LOST: 'red.9', VOID: 'gray.8', LAPSED: 'gray.8' };

/** Words first; colour repeats them (LAPSED: cancelled at suspension or in-play). */
export function BetResultBadge({ result }: { result: BetResult }) {
  // Renders again when the language changes.
  useLingui();
  return (
    <Badge color={colours[result]} variant="filled" radius="sm">
      {betResultLabel(result)}
    </Badge>
  );
}
