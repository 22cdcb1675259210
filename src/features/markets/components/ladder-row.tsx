import { memo, useLayoutEffect, useRef } from 'react';
import type { Side } from '@/lib/exchange/types';
import type { LadderPainter, LadderRowCells } from '../model/ladder-painter';
import { priceOfRow, type OwnOrders, type OwnRow } from '../model/ladder-rows';
import { noOwnCellName, ownCellName } from '../model/ladder-words';
import { formatSize } from '../model/format-size';
import classes from './ladder.module.css';

/** `data-col`, left to right. */
export const LADDER_COLUMNS = { ownBack: 0, back: 1, price: 2, lay: 3, ownLay: 4, traded: 5 } as const;

interface LadderRowProps {
  row: number;
  rowHeight: number;
  own: OwnRow | undefined;
  /** Out of the flow: the tab stop, scrolled away. */
  detached: boolean;
  tabColumn: number | null;
  blocked: boolean;
  painter: LadderPainter;
  /** Only compared by memo: a new language renders the row's own names. */
  locale: string;
}

const tabIndex = (tabColumn: number | null, column: number) => (tabColumn === column ? 0 : -1);

function OwnCell({ side, price, orders, tabColumn }: { side: Side; price: number; orders?: OwnOrders; tabColumn: number | null }) {
  const column = side === 'back' ? LADDER_COLUMNS.ownBack : LADDER_COLUMNS.ownLay;
  if (!orders) {
    return (
      <div
        role="gridcell"
        className={classes.own}
        data-col={column}
        tabIndex={tabIndex(tabColumn, column)}
        aria-label={noOwnCellName(side, price)}
      />
    );
  }
  return (
    <div role="gridcell" className={classes.own} data-col={column} data-side={side}>
      <button
        type="button"
        className={classes.ownOrder}
        tabIndex={tabIndex(tabColumn, column)}
        aria-label={ownCellName(side, price, orders)}
      >
        {formatSize(orders.size)}
        <span aria-hidden="true"> ✕</span>
      </button>
    </div>
  );
}

function paintedCells(row: HTMLElement): LadderRowCells | null {
  const get = (name: string) => row.querySelector<HTMLElement>(`[data-paint="${name}"]`);
  const [back, backText, lay, layText, price, traded, tradedText, tradedBar] = [
    get('back'),
    get('backText'),
    get('lay'),
    get('layText'),
    get('price'),
    get('traded'),
    get('tradedText'),
    get('tradedBar'),
  ];
  if (!back || !backText || !lay || !layText || !price || !traded || !tradedText || !tradedBar) return null;
  return { row, back, backText, lay, layText, price, traded, tradedText, tradedBar };
}

/** The painter writes the market; React renders only view and order changes. */
export const LadderRow = memo(function LadderRow({ row, rowHeight, detached, own, tabColumn, blocked, painter }: LadderRowProps) {
  const price = priceOfRow(row);
  const rowRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const cells = rowRef.current && paintedCells(rowRef.current);
    return cells ? painter.attach(row, cells) : undefined;
  }, [painter, row]);
  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={row + 2}
      className={classes.row}
      data-row={row}
      style={detached ? { position: 'absolute', top: row * rowHeight, left: 0, right: 0 } : undefined}
    >
      <OwnCell side="back" price={price} orders={own?.back} tabColumn={tabColumn} />
      <div role="gridcell" className={classes.money} data-col={LADDER_COLUMNS.back} data-side="back">
        <button data-paint="back" type="button" tabIndex={tabIndex(tabColumn, LADDER_COLUMNS.back)} aria-disabled={blocked || undefined}>
          <span data-paint="backText" />
        </button>
      </div>
      <div data-paint="price" role="gridcell" className={classes.price} data-col={LADDER_COLUMNS.price} tabIndex={tabIndex(tabColumn, 2)}>
        {price}
      </div>
      <div role="gridcell" className={classes.money} data-col={LADDER_COLUMNS.lay} data-side="lay">
        <button data-paint="lay" type="button" tabIndex={tabIndex(tabColumn, LADDER_COLUMNS.lay)} aria-disabled={blocked || undefined}>
          <span data-paint="layText" />
        </button>
      </div>
      <OwnCell side="lay" price={price} orders={own?.lay} tabColumn={tabColumn} />
      <div
        data-paint="traded"
        role="gridcell"
        className={classes.traded}
        data-col={LADDER_COLUMNS.traded}
        tabIndex={tabIndex(tabColumn, 5)}
      >
        <span data-paint="tradedBar" className={classes.tradedBar} aria-hidden="true" />
        <span data-paint="tradedText" className={classes.tradedText} />
      </div>
    </div>
  );
});
