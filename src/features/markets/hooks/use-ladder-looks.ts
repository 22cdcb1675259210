import { useLayoutEffect, useState, type RefObject } from 'react';
import { ladderLooks } from '../model/ladder-canvas';
import type { LadderPainter } from '../model/ladder-painter';
import type { RowWindow } from '../model/ladder-rows';

/** Again at a new width, colour scheme or language (attributes of <html>). */
export function useLadderLooks(
  painter: LadderPainter,
  spacer: RefObject<HTMLElement | null>,
  view: RowWindow,
  rowHeight: number,
  width: number,
): void {
  const [scheme, setScheme] = useState(0);
  useLayoutEffect(() => {
    const sample = spacer.current?.querySelector<HTMLElement>(`[data-row="${view.first}"]`);
    const looks = painter.drawing && sample ? ladderLooks(sample, rowHeight) : null;
    if (looks) painter.cover(looks, view);
  }, [painter, spacer, view, rowHeight, width, scheme]);
  useLayoutEffect(() => {
    if (!painter.drawing) return undefined;
    const observer = new MutationObserver(() => setScheme((count) => count + 1));
    observer.observe(document.documentElement, { attributeFilter: ['data-mantine-color-scheme', 'lang'] });
    return () => observer.disconnect();
  }, [painter]);
}
