import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, NativeSelect, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './paged-table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
}

export type TableStatus = 'pending' | 'error' | 'success';

export interface PagedTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  status: TableStatus;
  emptyText: string;
  errorText?: string;
  onRetry?: () => void;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  totalCount?: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
}

const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** Stacked cards on phones, so nothing scrolls sideways. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <table className={classes.table} role="table">
      <caption className={classes.caption}>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader" data-align={column.align ?? 'start'}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) => (
              <td key={column.key} role="cell" data-label={column.header} data-align={column.align ?? 'start'}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PagedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  emptyText,
  errorText,
  onRetry,
  page,
  pageSize,
  pageSizes = DEFAULT_PAGE_SIZES,
  totalCount,
  onPageChange,
  onPageSizeChange,
}: PagedTableProps<Row>) {
  const { t } = useLingui();
  const lowerCaption = caption.toLowerCase();
  const pageCount = totalCount === undefined ? undefined : Math.max(1, Math.ceil(totalCount / pageSize));
  const hasNext = pageCount === undefined ? rows.length >= pageSize : page < pageCount;
  return (
    <div>
      {status === 'pending' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t`Loading ${lowerCaption}…`}</Text>
        </Group>
      )}
      {status === 'error' && (
        <Alert color="red" title={t`${caption} could not be loaded`} role="alert">
          <Text size="sm">{errorText ?? t`Something went wrong.`}</Text>
          {onRetry && (
            <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
              {t`Try again`}
            </Button>
          )}
        </Alert>
      )}
      {status === 'success' && rows.length === 0 && <Text size="sm">{emptyText}</Text>}
      {status === 'success' && rows.length > 0 && <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />}
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t`Previous page`}
          </Button>
          <Text size="sm" aria-live="polite">
            {pageCount === undefined ? t`Page ${page}` : t`Page ${page} of ${pageCount}`}
          </Text>
          <Button size="xs" variant="default" disabled={!hasNext || status !== 'success'} onClick={() => onPageChange(page + 1)}>
            {t`Next page`}
          </Button>
        </Group>
        {onPageSizeChange && (
          <NativeSelect
            size="xs"
            label={t`Rows per page`}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        )}
      </Group>
    </div>
  );
}
