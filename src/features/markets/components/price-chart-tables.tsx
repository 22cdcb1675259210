import { useLingui } from '@lingui/react/macro';
import { DataTable, type TableColumn } from '@/components/paged-table/paged-table';
import { formatMoney } from '@/lib/money';
import { tradeTime, type ChartTrade, type TradedAtPrice } from '../model/price-chart';

const TRADES_SHOWN = 100;

interface PriceChartTablesProps {
  trades: readonly ChartTrade[];
  volume: readonly TradedAtPrice[];
}

export function PriceChartTables({ trades, volume }: PriceChartTablesProps) {
  const { t } = useLingui();
  const byPrice = [...volume].reverse();
  const total = trades.length;
  const first = Math.max(0, total - TRADES_SHOWN);
  const newest = trades
    .slice(first)
    .map((trade, index) => ({ ...trade, index: first + index }))
    .reverse();
  const shown = newest.length;
  const volumeColumns: TableColumn<TradedAtPrice>[] = [
    { key: 'price', header: t`Price`, cell: (level) => level.price },
    { key: 'size', header: t`Matched (₹)`, cell: (level) => formatMoney(level.size), align: 'end' },
  ];
  const tradeColumns: TableColumn<ChartTrade & { index: number }>[] = [
    { key: 'time', header: t`Time (IST)`, cell: (trade) => tradeTime(trade.time) },
    { key: 'price', header: t`Price`, cell: (trade) => trade.price },
    { key: 'size', header: t`Amount (₹)`, cell: (trade) => formatMoney(trade.size), align: 'end' },
  ];
  return (
    <>
      <DataTable caption={t`Amount matched at each price`} columns={volumeColumns} rows={byPrice} rowKey={(level) => level.price} />
      <DataTable
        caption={total > shown ? t`The newest ${shown} of ${total} trades` : t`Trades, newest first`}
        columns={tradeColumns}
        rows={newest}
        rowKey={(trade) => trade.index}
      />
    </>
  );
}
