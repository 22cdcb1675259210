import type { TableColumn } from '@/components/paged-table/paged-table';
import tableClasses from '@/components/paged-table/paged-table.module.css';

interface PnlTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** A short, unpaged table of figures with the paged table's look: rows become stacked cards on
 * phones (the cells carry their column names), so nothing scrolls sideways at 360 px. */
export function PnlTable<Row>({ caption, columns, rows, rowKey }: PnlTableProps<Row>) {
  return (
    <table className={tableClasses.table} role="table">
      <caption className={tableClasses.caption}>{caption}</caption>
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
