import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useProjectedPosition } from '@/features/betslip';
import { SignedAmount } from './signed-amount';
import { useRunnerPosition } from '../hooks/use-runner-position';
import classes from './markets.module.css';

/** docs/domain.md; `always`: 0 without a bet. */
export function RunnerPosition({ bookMarketId, runnerId, always = false }: { bookMarketId: number; runnerId: number; always?: boolean }) {
  const { t } = useLingui();
  const current = useRunnerPosition(bookMarketId, runnerId);
  const projected = useProjectedPosition(bookMarketId, runnerId, current ?? 0);
  if (!always && current === undefined && projected === null) return null;
  return (
    <span className={classes.position} data-testid={`position-${runnerId}`}>
      <VisuallyHidden>{t`Position`} </VisuallyHidden>
      <SignedAmount value={current ?? 0} />
      {projected !== null && (
        <>
          <span aria-hidden="true"> → </span>
          <VisuallyHidden>, {t`after this bet`} </VisuallyHidden>
          <SignedAmount value={projected} />
        </>
      )}
    </span>
  );
}
