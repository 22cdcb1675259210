import { href } from '@/config/paths';
import { Anchor, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, type TableColumn } from '@/components/paged-table/paged-table';
import { LoadError } from '@/components/load-error';
import { profitLossQueryOptions, useOpenBets } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import { MARKET_TYPE_TITLES } from '@/lib/market-types';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { useMarketRunners } from '../market-analysis-runners';
import { analyseMarkets, type AnalysedEvent, type AnalysedMarket, type BookBand, type RunnerOutcome } from '../model/market-analysis';
import { betTypeLabel } from '../model/bet-words';
import { PnlAmount } from './profit-loss-amount';
import classes from './profit-loss.module.css';

const isWorst = (amount: number, exposure: number) => exposure > 0 && amount === -exposure;

function MarketCard({ market }: { market: AnalysedMarket }) {
  const { t } = useLingui();
  const typeLabel = t(MARKET_TYPE_TITLES[market.marketType]);
  const outcomeColumns: readonly TableColumn<RunnerOutcome>[] = [
    {
      key: 'outcome',
      header: t`Outcome`,
      cell: ({ name, amount }) => (isWorst(amount, market.exposure) ? t`If ${name} wins (worst case)` : t`If ${name} wins`),
    },
    { key: 'amount', header: t`Profit/Loss`, cell: (row) => <PnlAmount value={row.amount} />, align: 'end' },
  ];
  const bookColumns: readonly TableColumn<BookBand>[] = [
    {
      key: 'runs',
      header: t`Final runs`,
      cell: ({ label, amount }) => (isWorst(amount, market.exposure) ? t`${label} (worst case)` : label),
    },
    { key: 'amount', header: t`Profit/Loss`, cell: (row) => <PnlAmount value={row.amount} />, align: 'end' },
  ];
  const exposure = formatMoney(market.exposure);
  const betLine = (bet: AnalysedMarket['bets'][number]) => {
    const side = betTypeLabel(bet.betType);
    const name = bet.runnerName ?? market.marketName;
    const stake = formatMoney(bet.stake);
    const line = bet.fancyValue ?? bet.odds;
    const rate = bet.betRate ?? 100;
    const price = market.kind === 'fancy' ? t`${line} (rate ${rate})` : String(bet.odds);
    return `${side} ${name} · ${stake} @ ${price}`;
  };
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
        <Trans>
          Worst case: <PnlAmount value={-market.exposure} /> (exposure {exposure}) · Best case: <PnlAmount value={market.best} />
        </Trans>
      </Text>
      {market.kind === 'runners' ? (
        <DataTable
          caption={t`Your result if each runner wins`}
          columns={outcomeColumns}
          rows={market.outcomes}
          rowKey={(row) => row.runnerId}
        />
      ) : (
        <DataTable
          caption={t`Your book: result by final run total`}
          columns={bookColumns}
          rows={market.book}
          rowKey={(row) => row.fromRuns}
        />
      )}
      <Text size="sm" fw={600} mt="xs">
        {t`Your open bets`}
      </Text>
      <List size="sm" spacing={2}>
        {market.bets.map((bet) => (
          <List.Item key={bet.betId}>{betLine(bet)}</List.Item>
        ))}
      </List>
    </article>
  );
}

function EventSection({ event }: { event: AnalysedEvent }) {
  const { t } = useLingui();
  const { title } = event;
  const exposure = formatMoney(event.exposure);
  const headingId = `analysis-event-${event.eventId}`;
  return (
    <section aria-labelledby={headingId} className={classes.event}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {event.title}
        </Title>
        <Anchor component={Link} to={href.markets(event.eventId)} size="sm">
          {t`Go to the ${title} markets`}
        </Anchor>
      </Group>
      <Text size="sm">{t`Exposure on this event: ${exposure}`}</Text>
      {event.markets.map((market) => (
        <MarketCard key={market.marketId} market={market} />
      ))}
    </section>
  );
}

/** docs/product.md §2: the exposures add up to the header's. */
export function MarketAnalysisPage() {
  const { t } = useLingui();
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
        title={t`Market analysis could not be loaded`}
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
        <Text size="sm">{t`Loading your positions…`}</Text>
      </Group>
    );
  else if (bets.length === 0) content = <Text size="sm">{t`You have no open bets, so no market puts your balance at risk.`}</Text>;
  else {
    const analysis = analyseMarkets(bets, books.data.result, marketRunners);
    const marketCount = analysis.events.reduce((sum, event) => sum + event.markets.length, 0);
    content = (
      <>
        <FigureList
          figures={[
            { label: t`Total exposure`, value: formatMoney(analysis.totalExposure), testId: 'analysis-exposure' },
            { label: t`Markets with open bets`, value: String(marketCount), testId: 'analysis-markets' },
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
  return <ScreenFrame title={t`Market Analysis`}>{content}</ScreenFrame>;
}
