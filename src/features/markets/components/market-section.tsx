import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import { CashOut, useSelectPrice } from '@/features/betslip';
import { priceKindOf } from '@/lib/exchange/positions';
import { formatMoney } from '@/lib/money';
import { PRICE_LEVELS, type PriceLevelIndex } from '@/lib/price-store';
import type { MarketView } from '../model/event-markets';
import { RunnerRow } from './runner-row';
import { MarketMatched } from './traded-figures';
import { useMarketLimits } from '../hooks/use-market-limits';
import classes from './markets.module.css';

const ONE_LEVEL: readonly PriceLevelIndex[] = [0];

interface MarketSectionProps {
  market: MarketView;
  /** So each event's region has its own name. */
  eventLabelId?: string;
}

/** Memoised: a matched bet must not redraw every runner. */
export const MarketSection = memo(function MarketSection({ market, eventLabelId }: MarketSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const kind = priceKindOf(market.marketType);
  const fancy = kind === 'fancy';
  // docs/wire.md §2.3.
  const levels = kind === 'odds' ? PRICE_LEVELS : ONE_LEVEL;
  const limits = useMarketLimits(market);
  const selectPrice = useSelectPrice();
  const backHeader = (
    <span className={classes.columnHead} data-side="back">
      {fancy ? t`Yes` : t`Back`}
    </span>
  );
  const layHeader = (
    <span className={classes.columnHead} data-side="lay">
      {fancy ? t`No` : t`Lay`}
    </span>
  );
  let limitsText: string | null = null;
  if (limits) {
    const min = formatMoney(limits.minStake);
    const max = formatMoney(limits.maxStake);
    const seconds = Math.ceil(limits.delayTime / 1000);
    limitsText = market.inPlay && limits.delayTime > 0 ? t`Min: ${min} Max: ${max} · Bet delay ${seconds} s` : t`Min: ${min} Max: ${max}`;
  }
  const spacer = (side: string, level: PriceLevelIndex) => (
    <span key={`${side}-${level}`} className={classes.columnSpacer} data-level={level} />
  );

  return (
    <section
      className={classes.market}
      aria-labelledby={eventLabelId ? `${titleId} ${eventLabelId}` : titleId}
      data-market-type={market.marketType}
    >
      <Group justify="space-between" gap="xs" className={classes.marketHeader} wrap="wrap">
        <Group gap="xs">
          {/* A level below an event's heading where several events share the page. */}
          <Title order={eventLabelId ? 3 : 2} size="h5" id={titleId}>
            {market.marketName}
          </Title>
          {market.inPlay && (
            // Mantine's 'dark' outline is 1.1:1 on the dark scheme's header.
            <Badge size="sm" variant="outline" color="var(--mantine-color-text)">
              {t`In-play`}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {limitsText !== null && (
            <Text size="xs" data-testid={`limits-${market.marketId}`}>
              {limitsText}
            </Text>
          )}
          <CashOut market={market} />
        </Group>
      </Group>
      <div className={classes.runnerLine}>
        <span className={classes.runnerName}>
          <MarketMatched eventId={market.eventId} marketId={market.marketId} />
        </span>
        <div className={classes.prices} data-levels={levels.length} aria-hidden="true">
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
