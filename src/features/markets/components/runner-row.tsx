import { BetSlipInline, selectionOf, type SlipSelection } from '@/features/betslip';
import { priceKindOf } from '@/lib/exchange/positions';
import type { PriceLevel, PriceLevelIndex, PriceSide } from '@/lib/price-store';
import type { MarketView, RunnerView } from '../model/event-markets';
import { FancyPosition } from './fancy-position';
import { RunnerPosition } from './runner-position';
import { RunnerPrices } from './runner-prices';
import { RunnerTraded } from './traded-figures';
import { RunnerTools } from './runner-tools';
import classes from './markets.module.css';

interface RunnerRowProps {
  market: MarketView;
  runner: RunnerView;
  levels: readonly PriceLevelIndex[];
  /** The slip's selection, or a one-click bet. */
  selectPrice: (selection: SlipSelection) => void;
}

/** On a phone, the slip opens under it. */
export function RunnerRow({ market, runner, levels, selectPrice }: RunnerRowProps) {
  const fancy = market.marketType === 'fancy2';
  const trades = priceKindOf(market.marketType) === 'odds';
  const onSelect = (side: PriceSide, value: PriceLevel) => {
    // A fancy line's run line is the price, its rate the size.
    selectPrice(fancy ? selectionOf(market, runner, side, value.size, value.price) : selectionOf(market, runner, side, value.price));
  };
  return (
    <div className={classes.runner} data-testid={`runner-${runner.id}`} data-on-screen="" data-trades={trades || undefined}>
      <div className={classes.runnerLine}>
        <div className={classes.runnerName}>
          <span className={classes.name}>{runner.name}</span>
          {fancy ? (
            <FancyPosition bookMarketId={runner.bookMarketId} lineName={runner.name} />
          ) : (
            <RunnerPosition bookMarketId={runner.bookMarketId} runnerId={runner.id} />
          )}
          {!fancy && <RunnerTraded eventId={market.eventId} marketId={market.marketId} runnerId={runner.id} trades={trades} />}
          <RunnerTools market={market} runner={runner} />
        </div>
        <RunnerPrices
          eventId={market.eventId}
          marketId={market.marketId}
          runnerId={runner.id}
          runnerName={runner.name}
          levels={levels}
          fancy={fancy}
          onSelect={onSelect}
        />
      </div>
      <BetSlipInline bookMarketId={runner.bookMarketId} runnerId={runner.id} />
    </div>
  );
}
