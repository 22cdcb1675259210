import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { Side } from '@/lib/exchange/types';
import { useLadderLooks } from '../hooks/use-ladder-looks';
import { useLadderView } from '../hooks/use-ladder-view';
import type { LadderPainter } from '../model/ladder-painter';
import { pageRows, priceOfRow, ROW_COUNT, type OwnOrders, type OwnRow } from '../model/ladder-rows';
import { LadderHead } from './ladder-head';
import { LADDER_COLUMNS, LadderRow } from './ladder-row';
import { LadderFiguresCanvas } from './ladder-figures-canvas';
import classes from './ladder.module.css';

export interface LadderGridProps {
  runnerName: string;
  painter: LadderPainter;
  own: ReadonlyMap<number, OwnRow>;
  blocked: boolean;
  /** Home's row: the last traded price. */
  centre: () => number;
  ready: boolean;
  rowHeight: number;
  onMoney: (side: Side, price: number) => void;
  onOwn: (side: Side, orders: OwnOrders) => void;
}

interface Cell {
  readonly row: number;
  readonly column: number;
}

const LAST_COLUMN = LADDER_COLUMNS.traded;

function moveOf(key: string, cell: Cell, page: number, centre: () => number): Cell | null {
  const at = (row: number, column = cell.column): Cell => ({
    row: Math.max(0, Math.min(ROW_COUNT - 1, row)),
    column: Math.max(0, Math.min(LAST_COLUMN, column)),
  });
  switch (key) {
    case 'ArrowUp':
      return at(cell.row - 1);
    case 'ArrowDown':
      return at(cell.row + 1);
    case 'ArrowLeft':
      return at(cell.row, cell.column - 1);
    case 'ArrowRight':
      return at(cell.row, cell.column + 1);
    case 'PageUp':
      return at(cell.row - page);
    case 'PageDown':
      return at(cell.row + page);
    case 'Home':
      return at(centre());
    default:
      return null;
  }
}

function cellOf(target: EventTarget): Cell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
  const row = element?.closest<HTMLElement>('[data-row]')?.dataset.row;
  if (!element || row === undefined) return null;
  return { row: Number(row), column: Number(element.dataset.col) };
}

function focusTarget(scroller: HTMLElement | null, cell: Cell): HTMLElement | null {
  const gridCell = scroller?.querySelector<HTMLElement>(`[data-row="${cell.row}"] [data-col="${cell.column}"]`);
  return gridCell?.querySelector('button') ?? gridCell ?? null;
}

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

function clickCell(target: Cell, { own, blocked, onMoney, onOwn }: Pick<LadderGridProps, 'own' | 'blocked' | 'onMoney' | 'onOwn'>) {
  const side: Side = target.column <= LADDER_COLUMNS.back ? 'back' : 'lay';
  if (target.column === LADDER_COLUMNS.back || target.column === LADDER_COLUMNS.lay) {
    if (!blocked) onMoney(side, priceOfRow(target.row));
  } else if (target.column === LADDER_COLUMNS.ownBack || target.column === LADDER_COLUMNS.ownLay) {
    const orders = own.get(target.row)?.[side];
    if (orders) onOwn(side, orders);
  }
}

/** Moved by the painter, under the rows. */
function LastTradedMarker({ painter, rowHeight }: { painter: LadderPainter; rowHeight: number }) {
  const attach = useCallback(
    (marker: HTMLDivElement | null) => {
      painter.setMarker(marker, rowHeight);
      return () => painter.setMarker(null, rowHeight);
    },
    [painter, rowHeight],
  );
  return (
    <div ref={attach} className={classes.lastTraded} hidden aria-hidden="true">
      <span>▶</span>
    </div>
  );
}

/** One tab stop; only the rows near the view are rendered. */
export function LadderGrid({ runnerName, painter, own, blocked, centre, ready, rowHeight, onMoney, onOwn }: LadderGridProps) {
  const { t, i18n } = useLingui();
  const { scroller, view, width, followScroll, scrollTo } = useLadderView(rowHeight);
  const spacer = useRef<HTMLDivElement>(null);
  useLadderLooks(painter, spacer, view, rowHeight, width);
  const [cell, setCell] = useState<Cell>({ row: 0, column: LADDER_COLUMNS.back });
  const focusWanted = useRef(false);
  const centred = useRef(false);

  useLayoutEffect(() => {
    if (!ready || centred.current) return;
    centred.current = true;
    const row = centre();
    setCell((current) => ({ ...current, row }));
    scrollTo(row, 'centre');
  }, [ready, centre, scrollTo]);

  // Before the focus moves there: the name a screen reader then reads is the newest.
  useLayoutEffect(() => painter.setTabRow(cell.row), [painter, cell.row]);

  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    focusTarget(scroller.current, cell)?.focus({ preventScroll: true });
  }, [cell, view, scroller]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveOf(event.key, cell, pageRows(scroller.current?.clientHeight ?? 0, rowHeight), centre);
    if (!next) return;
    event.preventDefault();
    focusWanted.current = true;
    setCell(next);
    scrollTo(next.row, event.key === 'Home' ? 'centre' : 'nearest');
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = cellOf(event.target);
    if (target) clickCell(target, { own, blocked, onMoney, onOwn });
  };

  const onFocus = (event: { target: EventTarget }) => {
    const target = cellOf(event.target);
    if (target) painter.setTabRow(target.row);
    if (target && (target.row !== cell.row || target.column !== cell.column)) setCell(target);
  };

  const rows = range(view.first, view.last);
  // So Tab still finds the grid.
  const detached = cell.row < view.first || cell.row > view.last;
  if (detached) rows.push(cell.row);

  return (
    <div
      role="grid"
      aria-label={t`Ladder of ${runnerName}`}
      aria-rowcount={ROW_COUNT + 1}
      aria-colcount={LAST_COLUMN + 1}
      className={classes.grid}
      data-blocked={blocked || undefined}
      data-drawn={painter.drawing || undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={onFocus}
    >
      <LadderHead />
      <div role="rowgroup" ref={scroller} className={classes.scroller} onScroll={followScroll} data-testid="ladder-rows">
        <div
          ref={spacer}
          className={classes.spacer}
          style={{ height: ROW_COUNT * rowHeight, paddingTop: view.first * rowHeight, '--ladder-row': `${rowHeight}px` } as CSSProperties}
        >
          <LastTradedMarker painter={painter} rowHeight={rowHeight} />
          <div className={classes.rows}>
            {rows.map((row) => (
              <LadderRow
                key={row}
                row={row}
                rowHeight={rowHeight}
                detached={detached && row === cell.row}
                own={own.get(row)}
                tabColumn={row === cell.row ? cell.column : null}
                blocked={blocked}
                painter={painter}
                locale={i18n.locale}
              />
            ))}
          </div>
          {painter.drawing && <LadderFiguresCanvas rows={view} rowHeight={rowHeight} painter={painter} />}
        </div>
      </div>
    </div>
  );
}
