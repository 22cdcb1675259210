import { Badge, Group, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import { CashOut, useSelectPrice } from '@/features/betslip';
import { priceKindOf } from '@/lib/exchange/positions';
import { formatMoney } from '@/lib/money';
import { PRICE_LEVELS, type PriceLevelIndex } from '@/lib/price-store';
import type { MarketView } from '../model/event-markets';
import { RunnerRow } from './runner-row';
import { useMarketLimits } from '../hooks/use-market-limits';
import classes from './markets.module.css';

const ONE_LEVEL: readonly PriceLevelIndex[] = [0];

interface MarketSectionProps {
  market: MarketView;
  /** The id of an element naming the event too, where several events' markets share a page
   * (/fancy-games): each market region then has a name of its own. */
  eventLabelId?: string;
}

/** One market: its name, min/max and bet delay, the Back/Lay (Yes/No) columns and its runners. Drawn
 * again only when its market or label changes: its runners' prices, positions and slips follow their
 * own stores, and a page redrawn for anything else (a bet matched) must not redraw every runner. */
export const MarketSection = memo(function MarketSection({ market, eventLabelId }: MarketSectionProps) {
  const titleId = useId();
  const kind = priceKindOf(market.marketType);
  const fancy = kind === 'fancy';
  // Exchange markets quote three levels a side; bookmaker, toss and fancy lines one (docs/wire.md §2.3).
  const levels = kind === 'odds' ? PRICE_LEVELS : ONE_LEVEL;
  const limits = useMarketLimits(market);
  // One place per market turns a price click into a selection, or with one-click betting into a bet.
  const selectPrice = useSelectPrice();
  const backHeader = (
    <span className={classes.columnHead} data-side="back">
      {fancy ? 'Yes' : 'Back'}
    </span>
  );
  const layHeader = (
    <span className={classes.columnHead} data-side="lay">
      {fancy ? 'No' : 'Lay'}
    </span>
  );
  const spacer = (side: string, level: PriceLevelIndex) => <span key={`${side}-${level}`} className={classes.columnSpacer} data-level={level} />;

  return (
    <section className={classes.market} aria-labelledby={eventLabelId ? `${titleId} ${eventLabelId}` : titleId} data-market-type={market.marketType}>
      <Group justify="space-between" gap="xs" className={classes.marketHeader} wrap="wrap">
        <Group gap="xs">
          {/* Under an event's heading where several events share the page, a level below it. */}
          <Title order={eventLabelId ? 3 : 2} size="h5" id={titleId}>
            {market.marketName}
          </Title>
          {market.inPlay && (
            // The body text's colour on every theme: Mantine's 'dark' outline is grey on the dark
            // scheme's grey header (1.1:1, far below WCAG AA).
            <Badge size="sm" variant="outline" color="var(--mantine-color-text)">
              In-play
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {limits && (
            <Text size="xs" data-testid={`limits-${market.marketId}`}>
              Min: {formatMoney(limits.minStake)} Max: {formatMoney(limits.maxStake)}
              {market.inPlay && limits.delayTime > 0 ? ` · Bet delay ${Math.ceil(limits.delayTime / 1000)} s` : ''}
            </Text>
          )}
          <CashOut market={market} />
        </Group>
      </Group>
      <div className={classes.runnerLine} aria-hidden="true">
        <span className={classes.runnerName} />
        <div className={classes.prices} data-levels={levels.length}>
          {fancy ? (
            <>
              {layHeader}
              {backHeader}
            </>
          ) : (
            <>
              {[...levels.slice(1)].reverse().map((level) => spacer('back', level))}
              {backHeader}
              {layHeader}
              {levels.slice(1).map((level) => spacer('lay', level))}
            </>
          )}
        </div>
      </div>
      {market.runners.map((runner) => (
        <RunnerRow key={runner.id} market={market} runner={runner} levels={levels} selectPrice={selectPrice} />
      ))}
    </section>
  );
});
