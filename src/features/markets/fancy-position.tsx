import { Button, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { fancyWorstCase, useProjectedFancyWorstCase } from '@/features/betslip';
import type { FancyBookRow } from '@/lib/exchange/positions';
import { FancyBookModal } from './fancy-book-modal';
import { SignedAmount } from './signed-amount';
import { useFancyBook } from './use-fancy-book';
import classes from './markets.module.css';

const NO_ROWS: readonly FancyBookRow[] = [];

/** A fancy line's worst case (its exposure, as a loss), `current → projected` while a stake is typed,
 * and the button to its full book. */
export function FancyPosition({ bookMarketId, lineName }: { bookMarketId: number; lineName: string }) {
  const rows = useFancyBook(bookMarketId);
  const projected = useProjectedFancyWorstCase(bookMarketId, rows ?? NO_ROWS);
  const [opened, modal] = useDisclosure(false);
  if (rows === undefined && projected === null) return null;
  return (
    <span className={classes.position} data-testid={`position-${bookMarketId}`}>
      <VisuallyHidden>Worst case </VisuallyHidden>
      <SignedAmount value={fancyWorstCase(rows ?? NO_ROWS)} />
      {projected !== null && (
        <>
          <span aria-hidden="true"> → </span>
          <VisuallyHidden>, after this bet </VisuallyHidden>
          <SignedAmount value={projected} />
        </>
      )}
      {rows !== undefined && rows.length > 0 && (
        <>
          <Button size="compact-xs" variant="default" ml={6} onClick={modal.open} aria-label={`Book of ${lineName}`}>
            Book
          </Button>
          <FancyBookModal lineName={lineName} rows={rows} opened={opened} onClose={modal.close} />
        </>
      )}
    </span>
  );
}
