import { Anchor, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type TableColumn } from '@/components/paged-table/paged-table';
import { formatMoney } from '@/lib/money';
import { FigureList } from '@/components/figure-list';
import { presetRange, type DayRange } from '../model/date-range';
import {
  dailyPnl,
  describePnl,
  formatDay,
  pnlByEvent,
  pnlBySport,
  resultCounts,
  totalsOf,
  type DayPnl,
  type EventPnl,
  type SportPnl,
} from '../model/profit-loss';
import { allBetsPnlHref } from '../model/profit-loss-links';
import { PnlAmount } from './profit-loss-amount';
import { ProfitLossChart } from './profit-loss-chart';
import { PnlPeriodFrame } from './pnl-period-frame';

/** docs/product.md §2; opens on the last 30 days. */
export function ProfitLossPage() {
  const { t } = useLingui();
  const sportColumns: readonly TableColumn<SportPnl>[] = [
    { key: 'sport', header: t`Sport`, cell: (row) => row.sport },
    { key: 'bets', header: t`Bets`, cell: (row) => String(row.bets), align: 'end' },
    { key: 'results', header: t`Results`, cell: (row) => resultCounts(row) },
    { key: 'net', header: t`Profit/Loss`, cell: (row) => <PnlAmount value={row.net} />, align: 'end' },
  ];
  const eventColumns: readonly TableColumn<EventPnl>[] = [
    { key: 'event', header: t`Event`, cell: (row) => row.title },
    { key: 'sport', header: t`Sport`, cell: (row) => row.sport },
    { key: 'settled', header: t`Settled`, cell: (row) => formatDay(row.settledAt.slice(0, 10)) },
    { key: 'bets', header: t`Bets`, cell: (row) => String(row.bets), align: 'end' },
    { key: 'net', header: t`Profit/Loss`, cell: (row) => <PnlAmount value={row.net} />, align: 'end' },
  ];
  const dayColumns: readonly TableColumn<DayPnl>[] = [
    { key: 'day', header: t`Day`, cell: (row) => formatDay(row.day) },
    { key: 'bets', header: t`Bets`, cell: (row) => String(row.bets), align: 'end' },
    { key: 'net', header: t`Day's result`, cell: (row) => <PnlAmount value={row.net} />, align: 'end' },
    { key: 'running', header: t`Running total`, cell: (row) => <PnlAmount value={row.running} />, align: 'end' },
  ];
  const [draft, setDraft] = useState<DayRange>(() => presetRange('last30Days', Date.now()));
  const [range, setRange] = useState<DayRange>(draft);
  const chartHeadingId = useId();

  const show = (next: DayRange) => {
    setDraft(next);
    setRange(next);
  };

  return (
    <PnlPeriodFrame
      title={t`Profit & Loss`}
      range={range}
      draft={draft}
      onDraftChange={setDraft}
      onShow={show}
      loadingText={t`Loading profit and loss…`}
    >
      {({ bets, truncated, totalCount }) => {
        const totals = totalsOf(bets);
        const days = dailyPnl(bets, range);
        const counted = bets.length;
        return (
          <>
            {truncated && (
              <Text size="sm" role="note">
                {t`This period has ${totalCount} settled bets; the figures below count the latest ${counted}. Choose a shorter period to see all of them.`}
              </Text>
            )}
            <FigureList
              figures={[
                { label: t`Net result`, value: describePnl(totals.net), testId: 'pnl-net' },
                { label: t`Settled bets`, value: `${totals.bets} (${resultCounts(totals)})`, testId: 'pnl-bets' },
                { label: t`Total stake`, value: formatMoney(totals.stake) },
              ]}
            />
            <section aria-labelledby={chartHeadingId}>
              <Title order={2} size="h3" id={chartHeadingId} mb="xs">
                {t`Running profit and loss`}
              </Title>
              <ProfitLossChart days={days} />
            </section>
            <DataTable caption={t`Profit and loss by sport`} columns={sportColumns} rows={pnlBySport(bets)} rowKey={(row) => row.sport} />
            <DataTable caption={t`Profit and loss by event`} columns={eventColumns} rows={pnlByEvent(bets)} rowKey={(row) => row.key} />
            <Anchor component={Link} to={allBetsPnlHref(range)}>
              {t`Every bet of this period, by event`}
            </Anchor>
            <DataTable
              caption={t`Profit and loss by day`}
              columns={dayColumns}
              rows={days.filter((day) => day.bets > 0)}
              rowKey={(row) => row.day}
            />
          </>
        );
      }}
    </PnlPeriodFrame>
  );
}
