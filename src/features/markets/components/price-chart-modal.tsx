import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Modal, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { usePriceChart, type PriceChartData } from '../hooks/use-price-chart';
import { usePricePlot } from '../hooks/use-price-plot';
import type { MarketView, RunnerView } from '../model/event-markets';
import { defaultSpan, priceSummary, type ChartSpan } from '../model/price-chart';
import classes from './price-chart.module.css';

// Off the chart's chunk: three fewer files before the first drawn frame.
const PriceChartTables = lazyDialog(() => import('./price-chart-tables').then((module) => module.PriceChartTables));

interface PriceChartModalProps {
  market: MarketView;
  runner: RunnerView;
  opened: boolean;
  onClose: () => void;
}

export function PriceChartModal({ market, runner, opened, onClose }: PriceChartModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 575.98px)', false, { getInitialValueInEffect: false });
  const name = runner.name;
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen={phone} size="56rem" centered={!phone}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header>: a second banner landmark for axe. */}
        <Modal.Header role="none" className={classes.header}>
          <Modal.Title className={classes.title}>{t`Price chart: ${name}`}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body className={classes.body}>{opened && <PriceChart marketId={market.marketId} runnerId={runner.id} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function PriceChart({ marketId, runnerId }: { marketId: number; runnerId: number }) {
  const { t } = useLingui();
  const chart = usePriceChart(marketId, runnerId);
  if (chart.status === 'pending') return <Loader className={classes.loader} aria-label={t`Loading the chart`} />;
  if (chart.status === 'error') return <LoadError title={t`The chart could not be loaded`} error={chart.error} onRetry={chart.retry} />;
  return <LoadedChart chart={chart} />;
}

function LoadedChart({ chart }: { chart: PriceChartData }) {
  const { t } = useLingui();
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const [readout, setReadout] = useState<HTMLDivElement | null>(null);
  // Not moved by new trades.
  const [span, setSpan] = useState<ChartSpan>(() => defaultSpan(chart.trades));
  const [tableShown, setTableShown] = useState(false);
  const tablesId = useId();
  usePricePlot(plot, readout, chart.trades, chart.volume, span);
  return (
    <>
      <figure className={classes.figure}>
        <Group className={classes.bar} justify="space-between" wrap="nowrap">
          <SegmentedControl
            size="xs"
            aria-label={t`Time shown`}
            value={span}
            onChange={(value) => setSpan(value as ChartSpan)}
            data={[
              { value: 'hour', label: t`1 hour` },
              { value: 'sixHours', label: t`6 hours` },
              { value: 'all', label: t`All` },
            ]}
          />
          <div ref={setReadout} className={classes.readout} aria-hidden="true" />
        </Group>
        <div ref={setPlot} className={classes.plot} aria-hidden="true" data-testid="price-chart-plot" />
        <figcaption className={classes.summary} data-testid="price-chart-summary">
          {priceSummary(chart.figures, chart.truncated)}
        </figcaption>
      </figure>
      <ul className={classes.key} aria-label={t`Chart key`}>
        <li>
          <span className={classes.lineSwatch} aria-hidden="true" />
          {t`Line: last traded price over time`}
        </li>
        <li>
          <span className={classes.barSwatch} aria-hidden="true" />
          {t`Bars: amount matched at each price`}
        </li>
        <li>
          <span className={classes.lastSwatch} aria-hidden="true" />
          {t`Dashed: the last traded price`}
        </li>
        <li>{t`Times in IST`}</li>
      </ul>
      <Button
        className={classes.toggle}
        variant="default"
        size="xs"
        aria-expanded={tableShown}
        aria-controls={tablesId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t`Hide table` : t`Show as table`}
      </Button>
      <div id={tablesId} hidden={!tableShown}>
        {tableShown && <PriceChartTables.Dialog trades={chart.trades} volume={chart.volume} />}
      </div>
    </>
  );
}
