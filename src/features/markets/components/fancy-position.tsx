import { useLingui } from '@lingui/react/macro';
import { Box, VisuallyHidden } from '@mantine/core';
import { fancyWorstCase, useProjectedFancyWorstCase } from '@/features/betslip';
import type { FancyBookRow } from '@/lib/exchange/positions';
import { FancyBookButton } from './fancy-book-button';
import { SignedAmount } from './signed-amount';
import { useFancyBook } from '../hooks/use-fancy-book';
import classes from './markets.module.css';

const NO_ROWS: readonly FancyBookRow[] = [];

/** The worst case: the exposure, as a loss. */
export function FancyPosition({ bookMarketId, lineName }: { bookMarketId: number; lineName: string }) {
  const { t } = useLingui();
  const rows = useFancyBook(bookMarketId);
  const projected = useProjectedFancyWorstCase(bookMarketId, rows ?? NO_ROWS);
  if (rows === undefined && projected === null) return null;
  return (
    <span className={classes.position} data-testid={`position-${bookMarketId}`}>
      <VisuallyHidden>{t`Worst case`} </VisuallyHidden>
      <SignedAmount value={fancyWorstCase(rows ?? NO_ROWS)} />
      {projected !== null && (
        <>
          <span aria-hidden="true"> → </span>
          <VisuallyHidden>, {t`after this bet`} </VisuallyHidden>
          <SignedAmount value={projected} />
        </>
      )}
      <Box component="span" ml={6}>
        <FancyBookButton bookMarketId={bookMarketId} lineName={lineName} />
      </Box>
    </span>
  );
}
