import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useEffect, useState, type RefObject } from 'react';

/** A first guess at a table row's height (a name, an email and a phone line); rows are measured once drawn. */
export const ESTIMATED_ROW_PX = 76;
/** Rows drawn beyond each edge of the screen, so a short scroll or an arrow key finds them ready. */
const OVERSCAN = 6;

export interface RowWindow {
  /** The rows to draw, in order: index in the list, and top and bottom in px from the top of the body. */
  readonly items: readonly { readonly index: number; readonly start: number; readonly end: number }[];
  /** The height of the whole body, drawn or not. */
  readonly totalSize: number;
  /** Ref for a drawn row or card (with `data-index`): its real height replaces the estimate. */
  readonly measure: (element: HTMLElement | null) => void;
  readonly scrollToIndex: (index: number) => void;
}

interface Options {
  readonly rows: readonly { readonly id: string }[];
  /** The element holding the rows (a table body, a list of cards). */
  readonly body: RefObject<HTMLElement | null>;
  readonly enabled: boolean;
  /** A first guess at one row's height, in px. */
  readonly estimatedSize: number;
  /** A row that stays drawn wherever the page is scrolled (the grid's tab stop). */
  readonly keep: number;
}

/**
 * Which rows of a long table body are near the window's viewport (the page scrolls, not the table), via
 * TanStack Virtual. Null when not enabled: then every row is drawn.
 */
export function useRowWindow({ rows, body, enabled, keep, estimatedSize }: Options): RowWindow | null {
  // Where the body starts on the page; it moves when something above it changes height.
  const [margin, setMargin] = useState(0);
  // The window is handed to the virtualizer only from the frame after the first rows are drawn: attaching, it
  // scrolls the window to its offset and reads it back, which inside the commit's task would lay the page out
  // there (70 ms on a slow phone). Until then it places the rows by the viewport's size from the top.
  const [attached, setAttached] = useState(false);
  // Read in the next frame, where the page is laid out for its paint anyway, not inside the commit's task.
  useEffect(() => {
    const element = body.current;
    if (!enabled || element === null) return;
    const frame = requestAnimationFrame(() => {
      const top = element.getBoundingClientRect().top + globalThis.scrollY;
      if (Math.abs(top - margin) > 1) setMargin(top);
      setAttached(true);
    });
    return () => cancelAnimationFrame(frame);
  });
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    getScrollElement: () => (attached && typeof window !== 'undefined' ? window : null),
    count: rows.length,
    enabled,
    estimateSize: () => estimatedSize,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (index) => rows[index]?.id ?? index,
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep < range.count && !indexes.includes(keep)) indexes.push(keep);
      return indexes.sort((a, b) => a - b);
    },
    // Sizes come from the ResizeObserver, with the frame's own layout: a row just drawn keeps its known size
    // or the estimate until then (measuring it at once would lay the page out inside the commit's task).
    measureElement: (element, entry, instance) =>
      entry === undefined ? (instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? estimatedSize) : measureElement(element, entry, instance),
    initialRect: typeof globalThis.innerHeight === 'number' ? { width: globalThis.innerWidth, height: globalThis.innerHeight } : undefined,
  });
  if (!enabled) return null;
  return {
    items: virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start - margin, end: item.end - margin })),
    totalSize: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
