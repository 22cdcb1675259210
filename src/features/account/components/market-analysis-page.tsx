import { href } from '@/config/paths';
import { Anchor, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type TableColumn } from '@/components/paged-table/paged-table';
import { LoadError } from '@/components/load-error';
import { profitLossQueryOptions, useOpenBets } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { useMarketRunners } from '../market-analysis-runners';
import {
  analyseMarkets,
  MARKET_TYPE_LABELS,
  type AnalysedEvent,
  type AnalysedMarket,
  type BookBand,
  type RunnerOutcome,
} from '../model/market-analysis';
import { PnlAmount } from './profit-loss-amount';
import classes from './profit-loss.module.css';

const worstMark = (amount: number, exposure: number) => (exposure > 0 && amount === -exposure ? ' (worst case)' : '');

function outcomeColumns(exposure: number): readonly TableColumn<RunnerOutcome>[] {
  return [
    { key: 'outcome', header: 'Outcome', cell: (row) => `If ${row.name} wins${worstMark(row.amount, exposure)}` },
    { key: 'amount', header: 'Profit/Loss', cell: (row) => <PnlAmount value={row.amount} />, align: 'end' },
  ];
}

function bookColumns(exposure: number): readonly TableColumn<BookBand>[] {
  return [
    { key: 'runs', header: 'Final runs', cell: (row) => `${row.label}${worstMark(row.amount, exposure)}` },
    { key: 'amount', header: 'Profit/Loss', cell: (row) => <PnlAmount value={row.amount} />, align: 'end' },
  ];
}

function MarketCard({ market }: { market: AnalysedMarket }) {
  const typeLabel = MARKET_TYPE_LABELS[market.marketType];
  return (
    <article
      className={classes.market}
      aria-label={market.marketName === typeLabel ? typeLabel : `${market.marketName} (${typeLabel})`}
      data-testid={`analysis-market-${market.marketId}`}
    >
      <Title order={3} size="h5">
        {market.marketName}
        {market.marketName !== typeLabel && ` · ${typeLabel}`}
      </Title>
      <Text size="sm" data-testid="analysis-worst-case">
        Worst case: <PnlAmount value={-market.exposure} /> (exposure {formatMoney(market.exposure)}) · Best case:{' '}
        <PnlAmount value={market.best} />
      </Text>
      {market.kind === 'runners' ? (
        <DataTable
          caption="Your result if each runner wins"
          columns={outcomeColumns(market.exposure)}
          rows={market.outcomes}
          rowKey={(row) => row.runnerId}
        />
      ) : (
        <DataTable
          caption="Your book: result by final run total"
          columns={bookColumns(market.exposure)}
          rows={market.book}
          rowKey={(row) => row.fromRuns}
        />
      )}
      <Text size="sm" fw={600} mt="xs">
        Your open bets
      </Text>
      <List size="sm" spacing={2}>
        {market.bets.map((bet) => (
          <List.Item key={bet.betId}>
            {bet.betType} {bet.runnerName ?? market.marketName} · {formatMoney(bet.stake)} @{' '}
            {market.kind === 'fancy' ? `${bet.fancyValue ?? bet.odds} (rate ${bet.betRate ?? 100})` : bet.odds}
          </List.Item>
        ))}
      </List>
    </article>
  );
}

function EventSection({ event }: { event: AnalysedEvent }) {
  const headingId = `analysis-event-${event.eventId}`;
  return (
    <section aria-labelledby={headingId} className={classes.event}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {event.title}
        </Title>
        <Anchor component={Link} to={href.markets(event.eventId)} size="sm">
          Go to the {event.title} markets
        </Anchor>
      </Group>
      <Text size="sm">Exposure on this event: {formatMoney(event.exposure)}</Text>
      {event.markets.map((market) => (
        <MarketCard key={market.marketId} market={market} />
      ))}
    </section>
  );
}

/** docs/product.md §2: the exposures add up to the header's. */
export function MarketAnalysisPage() {
  const signedIn = useIsSignedIn();
  const openBets = useOpenBets();
  const books = useQuery({ ...profitLossQueryOptions(), enabled: signedIn });
  const bets = openBets.data?.result.openBets ?? [];
  const marketRunners = useMarketRunners([...new Set(bets.map((bet) => bet.eventId))]);

  let content;
  const failed = openBets.isError ? openBets : books.isError ? books : null;
  if (failed)
    content = (
      <LoadError
        title="Market analysis could not be loaded"
        error={failed.error}
        onRetry={() => {
          void openBets.refetch();
          void books.refetch();
        }}
      />
    );
  else if (!openBets.data || !books.data)
    content = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Loading your positions…</Text>
      </Group>
    );
  else if (bets.length === 0) content = <Text size="sm">You have no open bets, so no market puts your balance at risk.</Text>;
  else {
    const analysis = analyseMarkets(bets, books.data.result, marketRunners);
    const marketCount = analysis.events.reduce((sum, event) => sum + event.markets.length, 0);
    content = (
      <>
        <FigureList
          figures={[
            { label: 'Total exposure', value: formatMoney(analysis.totalExposure), testId: 'analysis-exposure' },
            { label: 'Markets with open bets', value: String(marketCount), testId: 'analysis-markets' },
          ]}
        />
        <Stack gap="lg">
          {analysis.events.map((event) => (
            <EventSection key={event.eventId} event={event} />
          ))}
        </Stack>
      </>
    );
  }
  return <ScreenFrame title="Market Analysis">{content}</ScreenFrame>;
}
