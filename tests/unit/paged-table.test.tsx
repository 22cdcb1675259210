// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedTableProps, type TableColumn } from '@/components/paged-table/paged-table';

interface Entry {
  id: number;
  name: string;
  amount: number;
}

const columns: readonly TableColumn<Entry>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', cell: (row) => String(row.amount), align: 'end' },
];
const rows: Entry[] = [
  { id: 1, name: 'Deposit', amount: 500 },
  { id: 2, name: 'Withdrawal', amount: 200 },
];

function renderTable(overrides: Partial<PagedTableProps<Entry>> = {}) {
  const props: PagedTableProps<Entry> = {
    caption: 'Transactions',
    columns,
    rows,
    rowKey: (row) => row.id,
    status: 'success',
    emptyText: 'No transactions in this period.',
    page: 1,
    pageSize: 2,
    onPageChange: vi.fn(),
    ...overrides,
  };
  render(
    <MantineProvider>
      <PagedTable {...props} />
    </MantineProvider>,
  );
  return props;
}

describe('PagedTable', () => {
  it('shows rows as a named table with column headers, each cell labelled for the phone cards', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Amount']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Deposit', '500'],
      ['Withdrawal', '200'],
    ]);
    expect(within(body[0] as HTMLElement).getAllByRole('cell')[1]).toHaveAttribute('data-label', 'Amount');
  });

  it.each([
    ['pending', {}, 'Loading transactions…'],
    ['error', { errorText: 'Internal Server Error' }, 'Internal Server Error'],
    ['success', { rows: [] }, 'No transactions in this period.'],
  ] as const)('says its %s state in words', (status, extra, text) => {
    renderTable({ status, ...extra });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages with the keyboard: previous is off on page 1, next moves on while a page is full', async () => {
    const user = userEvent.setup();
    const props = renderTable();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(props.onPageChange).toHaveBeenCalledWith(2);
  });

  it('knows the last page from a total count', () => {
    renderTable({ page: 2, totalCount: 4 });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('changes the page size', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderTable({ onPageSizeChange, pageSize: 10 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });
});
