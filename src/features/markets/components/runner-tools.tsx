import { priceKindOf } from '@/lib/exchange/positions';
import type { MarketView, RunnerView } from '../model/event-markets';
import { ChartButton } from './chart-button';
import { LadderButton } from './ladder-button';
import classes from './markets.module.css';

/** Exchange markets only: they trade. */
export function RunnerTools({ market, runner }: { market: MarketView; runner: RunnerView }) {
  if (priceKindOf(market.marketType) !== 'odds') return null;
  return (
    <div className={classes.runnerTools}>
      <LadderButton market={market} runner={runner} />
      <ChartButton market={market} runner={runner} />
    </div>
  );
}
