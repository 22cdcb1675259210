import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BetHistoryItem } from '@/api/generated/types.gen';
import { DataTable, type TableColumn } from '@/components/paged-table/paged-table';
import { formatMoney } from '@/lib/money';
import { betTypeLabel } from '../model/bet-words';
import { BetResultBadge } from './bet-result-badge';
import { FigureList } from '@/components/figure-list';
import { presetRange, type DayRange } from '../model/date-range';
import { describePnl, formatDay, pnlByEvent, resultCounts, totalsOf, type EventPnl } from '../model/profit-loss';
import { rangeFromSearch } from '../model/profit-loss-links';
import { formatDateTime } from '../model/statement';
import { PnlAmount } from './profit-loss-amount';
import { PnlPeriodFrame } from './pnl-period-frame';
import classes from './profit-loss.module.css';

function EventSection({ event }: { event: EventPnl }) {
  const { t } = useLingui();
  const betColumns: readonly TableColumn<BetHistoryItem>[] = [
    { key: 'selection', header: t`Selection`, cell: (row) => row.runnerName ?? row.betTitle },
    { key: 'type', header: t`Type`, cell: (row) => betTypeLabel(row.betType) },
    { key: 'odds', header: t`Odds`, cell: (row) => String(row.betRate ?? row.odds), align: 'end' },
    { key: 'stake', header: t`Stake`, cell: (row) => formatMoney(row.stake), align: 'end' },
    { key: 'result', header: t`Result`, cell: (row) => <BetResultBadge result={row.result} /> },
    { key: 'profitLoss', header: t`Profit/Loss`, cell: (row) => <PnlAmount value={row.profitLoss} />, align: 'end' },
    { key: 'settled', header: t`Settled`, cell: (row) => (row.settleTime ? formatDateTime(row.settleTime) : '—') },
  ];
  const { sport } = event;
  const settled = formatDay(event.settledAt.slice(0, 10));
  const count = event.bets;
  const bets = plural(count, { one: '# bet', other: '# bets' });
  const headingId = `pnl-event-${event.key.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <section aria-labelledby={headingId} className={classes.event}>
      <div>
        <Title order={2} size="h4" id={headingId}>
          {event.title}
        </Title>
        <Text size="sm">
          <Trans>
            {sport} · settled {settled} · {bets} · Net <PnlAmount value={event.net} withWord />
          </Trans>
        </Text>
      </div>
      {event.markets.map((market) => (
        <DataTable
          key={market.key}
          caption={`${market.marketName}: ${describePnl(market.net)}`}
          columns={betColumns}
          rows={market.items}
          rowKey={(row) => row.betId}
        />
      ))}
    </section>
  );
}

/** The range comes from ?from=&to=, or is the last 30 days. */
export function ProfitLossHistoryPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const [range, setRange] = useState<DayRange>(() => rangeFromSearch(search) ?? presetRange('last30Days', Date.now()));
  const [draft, setDraft] = useState<DayRange>(range);

  const show = (next: DayRange) => {
    setDraft(next);
    setRange(next);
    setSearch({ from: next.from, to: next.to }, { replace: true });
  };

  return (
    <PnlPeriodFrame
      title={t`Profit & Loss History`}
      range={range}
      draft={draft}
      onDraftChange={setDraft}
      onShow={show}
      loadingText={t`Loading settled bets…`}
    >
      {({ bets, truncated, totalCount }) => {
        const totals = totalsOf(bets);
        const listed = bets.length;
        return (
          <>
            {truncated && (
              <Text size="sm" role="note">
                {t`This period has ${totalCount} settled bets; the latest ${listed} are listed. Choose a shorter period to see all of them.`}
              </Text>
            )}
            <FigureList
              figures={[
                { label: t`Net result`, value: describePnl(totals.net), testId: 'pnl-net' },
                { label: t`Settled bets`, value: `${totals.bets} (${resultCounts(totals)})`, testId: 'pnl-bets' },
              ]}
            />
            <Stack gap="lg">
              {pnlByEvent(bets).map((event) => (
                <EventSection key={event.key} event={event} />
              ))}
            </Stack>
          </>
        );
      }}
    </PnlPeriodFrame>
  );
}
