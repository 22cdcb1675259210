import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import type { MarketView, RunnerView } from '../model/event-markets';
import { priceChartQueries } from '../price-chart-queries';

// With uPlot, off the markets page's chunk.
const PriceChartModal = lazyDialog(() => import('./price-chart-modal').then((module) => module.PriceChartModal));

/** Ends at 'price-chart:drawn' (use-price-plot.ts). */
const OPEN_MARK = 'price-chart:open';

export function ChartButton({ market, runner }: { market: MarketView; runner: RunnerView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [opened, modal] = useDisclosure(false);
  const name = runner.name;
  // On the press, not the hover: the chart's code and trades load only for a chart opened.
  const load = () => {
    PriceChartModal.preload();
    const queries = priceChartQueries(market.marketId, runner.id);
    void queryClient.prefetchQuery(queries.history);
    void queryClient.prefetchQuery(queries.ladder);
  };
  const open = (event: MouseEvent) => {
    performance.mark(OPEN_MARK, { startTime: event.timeStamp });
    load();
    modal.open();
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        aria-haspopup="dialog"
        aria-label={t`Chart, ${name}`}
        onClick={open}
        onPointerDown={load}
        leftSection={
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M1 10 L4 6 L7 8 L11 2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        }
      >
        {t`Chart`}
      </Button>
      <PriceChartModal.Dialog market={market} runner={runner} opened={opened} onClose={modal.close} />
    </>
  );
}
