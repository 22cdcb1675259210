import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GetRunnerLadderResponse, GetRunnerPriceHistoryResponse, TradedVolume } from '@/api/generated/types.gen';
import { useRealtimeState, watchLadder } from '@/features/realtime';
import { priceChartQueries } from '../price-chart-queries';
import {
  chartTrades,
  priceFigures,
  totalOf,
  tradesOf,
  volumeByPrice,
  type ChartTrade,
  type PriceFigures,
  type TradedAtPrice,
} from '../model/price-chart';

const POLL_MS = 5000;
/** For a chart left open for hours. */
const LIVE_TRADES_MAX = 20_000;

type LadderUpdate = Parameters<Parameters<typeof watchLadder>[2]>[0];

interface LiveState {
  trades: ChartTrade[];
  traded: readonly TradedVolume[] | null;
  totalMatched: number | null;
}

const NO_LIVE: LiveState = { trades: [], traded: null, totalMatched: null };

export interface PriceChartData {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  retry: () => void;
  trades: readonly ChartTrade[];
  volume: readonly TradedAtPrice[];
  figures: PriceFigures | null;
  truncated: boolean;
}

const selectHistory = (response: GetRunnerPriceHistoryResponse) => ({
  trades: tradesOf(response.result.trades),
  truncated: response.result.truncated,
});
const selectLadder = (response: GetRunnerLadderResponse) => response.result;

/** At most once a frame; held while live prices are paused (WCAG 2.2.2). */
function useLadderPushes(marketId: number, runnerId: number, paused: boolean): LiveState {
  const [live, setLive] = useState<LiveState>(NO_LIVE);
  const pending = useRef<{ trades: ChartTrade[]; last: LadderUpdate | null }>({ trades: [], last: null });
  const pausedRef = useRef(paused);
  const flushRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let frame = 0;
    const flush = () => {
      frame = 0;
      const { trades, last } = pending.current;
      if (pausedRef.current || (!last && trades.length === 0)) return;
      pending.current = { trades: [], last: null };
      setLive((current) => ({
        trades: [...current.trades, ...trades].slice(-LIVE_TRADES_MAX),
        traded: last ? last.traded : current.traded,
        totalMatched: last ? last.totalMatched : current.totalMatched,
      }));
    };
    flushRef.current = flush;
    const stop = watchLadder(marketId, runnerId, (update) => {
      pending.current.trades.push(...tradesOf(update.trades));
      pending.current.last = update;
      if (frame === 0) frame = requestAnimationFrame(flush);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      pending.current = { trades: [], last: null };
      setLive(NO_LIVE);
    };
  }, [marketId, runnerId]);

  useEffect(() => {
    pausedRef.current = paused;
    if (!paused) flushRef.current();
  }, [paused]);

  return live;
}

export function usePriceChart(marketId: number, runnerId: number): PriceChartData {
  const { hub, livePricesPaused } = useRealtimeState();
  const hubLive = hub === 'Connected';
  const queries = priceChartQueries(marketId, runnerId);
  const history = useQuery({ ...queries.history, select: selectHistory, refetchInterval: hubLive ? false : POLL_MS });
  const ladder = useQuery({ ...queries.ladder, select: selectLadder, refetchInterval: hubLive ? false : POLL_MS });
  const live = useLadderPushes(marketId, runnerId, livePricesPaused);

  // Trades matched while the connection was down never come as pushes.
  const wasLive = useRef(hubLive);
  const { refetch: refetchHistory } = history;
  const { refetch: refetchLadder } = ladder;
  useEffect(() => {
    if (hubLive && !wasLive.current) {
      void refetchHistory();
      void refetchLadder();
    }
    wasLive.current = hubLive;
  }, [hubLive, refetchHistory, refetchLadder]);

  const historyTrades = history.data?.trades;
  const trades = useMemo(() => chartTrades(historyTrades ?? [], live.trades), [historyTrades, live.trades]);
  const traded = live.traded ?? ladder.data?.traded;
  const volume = useMemo(() => traded ?? volumeByPrice(trades), [traded, trades]);
  const totalMatched = live.totalMatched ?? ladder.data?.totalMatched ?? totalOf(volume);
  const figures = useMemo(() => priceFigures(trades, totalMatched), [trades, totalMatched]);

  return {
    status: history.status,
    error: history.error,
    retry: () => void refetchHistory(),
    trades,
    volume,
    figures,
    truncated: history.data?.truncated ?? false,
  };
}
