import { useInViewport } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { Market, Runner } from '@/api/generated/types.gen';
import { BetSlipInline, slipStore } from '@/features/betslip';
import { cellKey, priceStore, type PriceLevel, type PriceSide } from '@/lib/price-store';
import { usePaintedPriceCell, useRunnerStatus } from '@/hooks/use-price-store';
import { i18n } from '@/lib/i18n/runtime';
import classes from './event-prices.module.css';

// The tree carries no markets, so a row loads its odds once on screen; the hub keeps them live.

/** The hub's pushes keep the store current meanwhile. */
const LIST_ODDS_STALE_MS = 60_000;

interface OutcomeProps {
  eventId: number;
  market: Market;
  runner: Runner;
}

const SIDE_TEXT = { back: msg`Back`, lay: msg`Lay` } as const;

const sideTextOf = (side: PriceSide) => i18n._(SIDE_TEXT[side]);

/** Visible words first, for speech control. */
const listPriceName = (price: number, side: PriceSide, runnerName: string) => `${price} ${sideTextOf(side)}, ${runnerName}`;

function PriceCellButton({ eventId, market, runner, side }: OutcomeProps & { side: PriceSide }) {
  const { t } = useLingui();
  const key = cellKey(eventId, market.marketId, runner.id, side, 0);
  const runnerName = runner.runnername;
  // A tick writes into the button with no render.
  const paint = useCallback(
    (button: HTMLButtonElement, value: PriceLevel) => {
      const price = button.firstElementChild;
      if (price) price.textContent = String(value.price);
      button.setAttribute('aria-label', listPriceName(value.price, side, runnerName));
    },
    [side, runnerName],
  );
  const { value, ref } = usePaintedPriceCell(key, paint);
  const sideText = t(SIDE_TEXT[side]);
  if (!value) {
    return (
      <span className={classes.price} data-side={side} data-empty>
        <span className={classes.value}>–</span>
        <span className={classes.side}>{sideText}</span>
      </span>
    );
  }
  const select = () => {
    // The price picked is the one on screen.
    const shown = priceStore.getCell(key);
    if (!shown) return;
    slipStore.select({
      eventId,
      marketId: market.marketId,
      bookMarketId: market.marketId,
      marketType: market.marketType,
      marketName: market.marketName,
      inPlay: market.inPlay,
      runnerId: runner.id,
      runnerName,
      runnerIds: market.runners.map((candidate) => candidate.id),
      side,
      line: null,
      price: shown.price,
    });
  };
  return (
    // A plain button: many are on a page.
    <button
      ref={ref}
      type="button"
      className={classes.price}
      data-side={side}
      aria-label={listPriceName(value.price, side, runnerName)}
      onClick={select}
    >
      <span className={classes.value}>{value.price}</span> {/* Back and lay differ in words, not only in colour. */}
      <span className={classes.side}>{sideText}</span>
    </button>
  );
}

const BLOCKED_TEXT = { SUSPENDED: msg`Suspended`, BALLRUNNING: msg`Ball running`, CLOSED: msg`Closed` } as const;

function Outcome({ eventId, market, runner }: OutcomeProps) {
  const { t } = useLingui();
  const status = useRunnerStatus(eventId, market.marketId, runner.id);
  return (
    <div role="group" aria-label={runner.runnername} className={classes.outcome} data-testid={`list-runner-${runner.id}`}>
      <span className={classes.name}>{runner.runnername}</span>
      {status !== 'ACTIVE' ? (
        <span className={classes.blocked} data-status={status}>
          {t(BLOCKED_TEXT[status])}
        </span>
      ) : (
        <span className={classes.pair}>
          <PriceCellButton eventId={eventId} market={market} runner={runner} side="back" />
          <PriceCellButton eventId={eventId} market={market} runner={runner} side="lay" />
        </span>
      )}
    </div>
  );
}

export function EventPrices({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { ref, inViewport } = useInViewport();
  // Once seen, the row keeps its prices when it scrolls away.
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const odds = useQuery({ ...getUserOddsOptions({ query: { eventId } }), enabled: seen, staleTime: LIST_ODDS_STALE_MS });
  const data = odds.data;
  useEffect(() => {
    if (data) priceStore.applyEventOdds(data.result);
  }, [data]);

  const market = data?.result.matchOdds ?? null;
  return (
    <div ref={ref} className={classes.prices} data-pending={data ? undefined : true}>
      {market && market.runners.length > 0 && (
        <>
          <div role="group" className={classes.outcomes} aria-label={`${eventName}: ${market.marketName}`}>
            {market.runners.map((runner) => (
              <Outcome key={runner.id} eventId={eventId} market={market} runner={runner} />
            ))}
          </div>
          {market.runners.map((runner) => (
            <BetSlipInline key={runner.id} bookMarketId={market.marketId} runnerId={runner.id} />
          ))}
        </>
      )}
    </div>
  );
}
