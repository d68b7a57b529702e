import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export type RowRange = { start: number; end: number };

type Props = {
  /** how many rows the list has in all (most of them never rendered) */
  count: number;
  /** every row is exactly this tall, in pixels */
  rowHeight: number;
  renderRow: (index: number) => ReactNode;
  /** the accessible name of the list */
  label: string;
  /** rows rendered beyond each edge of the screen */
  overscan?: number;
  /** told which rows are rendered, so their data can be fetched */
  onRangeChange?: (range: RowRange) => void;
  busy?: boolean;
  className?: string;
};

function sameRange(a: RowRange, b: RowRange) {
  return a.start === b.start && a.end === b.end;
}

/**
 * A list of thousands of fixed-height rows that keeps only the rows on screen in the DOM. It
 * scrolls with the page (no inner scroll box, which is awkward on phones): its height is that of
 * all rows, and the rows in view are placed absolutely inside it.
 */
export function WindowedList({ count, rowHeight, renderRow, label, overscan = 8, onRangeChange, busy, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<RowRange>({ start: 0, end: Math.min(count, 30) });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top;
      const start = Math.min(count, Math.max(0, Math.floor(-top / rowHeight) - overscan));
      const end = Math.min(count, Math.max(start, Math.ceil((window.innerHeight - top) / rowHeight) + overscan));
      setRange((previous) => (sameRange(previous, { start, end }) ? previous : { start, end }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [count, rowHeight, overscan]);

  useEffect(() => onRangeChange?.(range), [range, onRangeChange]);

  const indexes: number[] = [];
  for (let index = range.start; index < Math.min(range.end, count); index += 1) indexes.push(index);

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      className={className}
      style={{ position: 'relative', height: count * rowHeight }}
    >
      {indexes.map((index) => (
        <div
          key={index}
          role="listitem"
          aria-setsize={count}
          aria-posinset={index + 1}
          style={{ position: 'absolute', insetInline: 0, top: index * rowHeight, height: rowHeight }}
        >
          {renderRow(index)}
        </div>
      ))}
    </div>
  );
}
