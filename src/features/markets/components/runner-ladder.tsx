import { useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getRunnerLadderOptions } from '@/api/generated/@tanstack/react-query.gen';
import { selectionOf, slipStore, useSelectPrice } from '@/features/betslip';
import { useRealtimeState } from '@/features/realtime';
import { useOpenBets } from '@/features/wallet';
import { useRunnerStatus } from '@/hooks/use-price-store';
import type { Side } from '@/lib/exchange/types';
import { formatMoney } from '@/lib/money';
import { writeText } from '@/lib/write-text';
import { createLadderPainter } from '../model/ladder-painter';
import { hubLadderFeed, type LadderFeed } from '../model/ladder-feed';
import { useCancelUnmatched } from '../hooks/use-cancel-unmatched';
import type { MarketView, RunnerView } from '../model/event-markets';
import { centreRow, ownOrdersByRow, type LadderBook, type OwnOrders } from '../model/ladder-rows';
import { betLabel } from '../model/open-bet-text';
import { LadderGrid } from './ladder-grid';
import classes from './ladder.module.css';

export interface RunnerLadderProps {
  market: MarketView;
  runner: RunnerView;
  /** null: the slip's own. */
  stake?: number | null;
  /** The hub's WatchLadder unless given (a benchmark's). */
  feed?: LadderFeed;
  /** Each paint of the figures (a benchmark's). */
  onPainted?: () => void;
}

const PHONE_ROWS = '(max-width: 575.98px), (pointer: coarse)';

/** The REST answer, then the hub's pushes. */
export function RunnerLadder({ market, runner, stake = null, feed = hubLadderFeed, onPainted }: RunnerLadderProps) {
  const { t, i18n } = useLingui();
  const [painter] = useState(createLadderPainter);
  const [ready, setReady] = useState(false);
  const painted = useRef(false);
  const lastTraded = useRef<HTMLSpanElement>(null);
  const matched = useRef<HTMLSpanElement>(null);
  const rowHeight = useMediaQuery(PHONE_ROWS, false, { getInitialValueInEffect: false }) ? 40 : 32;
  const { marketId, eventId } = market;
  const runnerId = runner.id;

  const { data, isError } = useQuery({
    ...getRunnerLadderOptions({ query: { marketId, runnerId } }),
    staleTime: 0,
    select: (answer) => answer.result,
  });
  useEffect(() => {
    if (data) painter.seed(data);
  }, [data, painter]);
  useEffect(() => feed(marketId, runnerId, (book) => painter.update(book)), [feed, marketId, runnerId, painter]);
  const paused = useRealtimeState().livePricesPaused;
  useEffect(() => painter.setPaused(paused), [painter, paused]);
  useEffect(() => painter.repaint(), [painter, i18n.locale]);
  useEffect(() => {
    painter.onSummary((book: LadderBook) => {
      if (!painted.current) {
        painted.current = true;
        setReady(true);
      }
      const price = book.lastPriceTraded;
      const amount = formatMoney(book.totalMatched);
      if (lastTraded.current) writeText(lastTraded.current, price === null ? t`Last traded: none yet` : t`Last traded: ${price}`);
      if (matched.current) writeText(matched.current, t`Matched: ₹${amount}`);
    });
    return () => painter.onSummary(null);
  }, [painter, t]);
  useEffect(() => {
    painter.onPaint(onPainted ?? null);
    return () => painter.onPaint(null);
  }, [painter, onPainted]);

  const openBets = useOpenBets().data?.result.openBets;
  const own = useMemo(() => ownOrdersByRow(openBets ?? [], market.marketId, runnerId), [openBets, market.marketId, runnerId]);
  const status = useRunnerStatus(eventId, marketId, runnerId);
  const blocked = status !== 'ACTIVE';

  const selectPrice = useSelectPrice();
  const onMoney = useCallback(
    (side: Side, price: number) => {
      const selection = selectionOf(market, runner, side, price);
      selectPrice(selection);
      const now = slipStore.get();
      // One-click betting placed it with its own stake.
      if (stake !== null && now.selection === selection && now.phase === 'editing') slipStore.setStake(stake);
    },
    [market, runner, selectPrice, stake],
  );
  const { cancelBet } = useCancelUnmatched();
  const onOwn = useCallback(
    (_side: Side, orders: OwnOrders) => orders.bets.forEach((bet) => cancelBet(bet.betId, betLabel(bet))),
    [cancelBet],
  );
  const centre = useCallback(() => centreRow(painter.book()), [painter]);

  return (
    <div className={classes.ladder} data-testid={`ladder-${runnerId}`}>
      {/* Chromium never lays out a flex item alone: in this box the summary's figures do. */}
      <div>
        <p className={classes.summary}>
          <span ref={lastTraded} data-testid="ladder-last-traded" />
          <span ref={matched} data-testid="ladder-matched" />
        </p>
      </div>
      {blocked && (
        <p className={classes.status}>{status === 'BALLRUNNING' ? t`Ball running` : status === 'CLOSED' ? t`Closed` : t`Suspended`}</p>
      )}
      {isError && !ready ? (
        <p role="alert">{t`The ladder could not be loaded. Close it and try again.`}</p>
      ) : (
        <LadderGrid
          runnerName={runner.name}
          painter={painter}
          own={own}
          blocked={blocked}
          centre={centre}
          ready={ready}
          rowHeight={rowHeight}
          onMoney={onMoney}
          onOwn={onOwn}
        />
      )}
    </div>
  );
}
