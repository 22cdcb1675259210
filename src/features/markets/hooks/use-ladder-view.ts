import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { rowWindow, scrollTopFor, type RowWindow } from '../model/ladder-rows';

const MARGIN_ROWS = 8;

export interface LadderView {
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly view: RowWindow;
  readonly width: number;
  readonly followScroll: () => void;
  readonly scrollTo: (row: number, how: 'centre' | 'nearest') => void;
}

export function useLadderView(rowHeight: number): LadderView {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<RowWindow>({ first: 0, last: 0 });
  const [width, setWidth] = useState(0);

  const followScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = rowWindow(element.scrollTop, element.clientHeight, rowHeight, MARGIN_ROWS);
    setView((current) => (current.first === next.first && current.last === next.last ? current : next));
  }, [rowHeight]);

  const scrollTo = useCallback(
    (row: number, how: 'centre' | 'nearest') => {
      const element = scroller.current;
      if (!element) return;
      const top = row * rowHeight;
      if (how === 'centre') element.scrollTop = scrollTopFor(row, rowHeight, element.clientHeight);
      else if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight;
      followScroll();
    },
    [rowHeight, followScroll],
  );

  useLayoutEffect(() => {
    const element = scroller.current;
    followScroll();
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setWidth(element.clientWidth);
      followScroll();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [followScroll]);

  return { scroller, view, width, followScroll, scrollTo };
}
