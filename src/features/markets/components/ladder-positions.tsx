import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useIsSignedIn } from '@/features/session';
import type { MarketView } from '../model/event-markets';
import { RunnerPosition } from './runner-position';
import classes from './ladder.module.css';

/** The runner rows' figures. */
export function LadderPositions({ market, runnerId }: { market: MarketView; runnerId: number }) {
  const { t } = useLingui();
  const titleId = useId();
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  return (
    <section className={classes.positions} aria-labelledby={titleId} data-testid="ladder-positions">
      <h3 id={titleId} className={classes.positionsTitle}>
        {t`Your profit or loss if the market ended now`}
      </h3>
      <ul className={classes.positionList}>
        {market.runners.map((runner) => (
          <li key={runner.id} data-this-runner={runner.id === runnerId || undefined}>
            <span className={classes.positionName}>{runner.name}</span>
            <RunnerPosition bookMarketId={runner.bookMarketId} runnerId={runner.id} always />
          </li>
        ))}
      </ul>
    </section>
  );
}
