import { useMediaQuery } from '@mantine/hooks';
import { RESPONSIVE_WIDTH } from '@setledger/shared/app/app.constants';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import classes from './ResponsiveTable.module.css';

const PHONE_QUERY = `(max-width: ${RESPONSIVE_WIDTH}px)`;

/** Responsive mode (000 §2, 001 §2.4 item 12): a window 768 px wide or less. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, window.matchMedia?.(PHONE_QUERY).matches ?? false, {
    getInitialValueInEffect: false,
  });
}

/**
 * Gives each body and footer cell the name of its column (data-label), read from the table's last header row;
 * a cell spanning columns (a totals title) or under an unnamed column (actions) gets none.
 */
function labelCells(root: HTMLElement) {
  const cellsOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(':scope > th, :scope > td')];
  const span = (cell: HTMLElement) => Number(cell.getAttribute('colspan') ?? 1) || 1;
  for (const table of root.querySelectorAll('table')) {
    const header = [...table.querySelectorAll(':scope > thead > tr')].at(-1);
    const names: string[] = [];
    for (const cell of header ? cellsOf(header) : [])
      for (let i = 0; i < span(cell); i++)
        names.push(span(cell) === 1 ? (cell.textContent ?? '').trim() : '');
    for (const row of table.querySelectorAll(':scope > tbody > tr, :scope > tfoot > tr')) {
      let column = 0;
      for (const cell of cellsOf(row)) {
        const name = span(cell) === 1 ? (names[column] ?? '') : '';
        if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
        column += span(cell);
      }
    }
  }
}

/**
 * A table's container: on a desk it scrolls sideways past `minWidth`; on a phone the same
 * rows show as cards, each cell with its column's name, and nothing scrolls sideways (issue 12 item 27). The
 * table inside stays one table, so its rows, buttons and keys work the same.
 */
export function ResponsiveTable({
  minWidth,
  mah,
  children,
}: {
  minWidth: number;
  mah?: number;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!isPhone || !root) return;
    labelCells(root);
    // Rows come and go with the data; their cells are named as they arrive.
    const observer = new MutationObserver(() => labelCells(root));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [isPhone]);
  if (!isPhone)
    return (
      <ScrollingTable minWidth={minWidth} mah={mah}>
        {children}
      </ScrollingTable>
    );
  return (
    <div ref={ref} className={classes.cards} data-phone-cards>
      {children}
    </div>
  );
}

/**
 * The desk's container: scrolls sideways past `minWidth`. While it does, it takes the keyboard focus so the
 * hidden columns can be reached with the arrow keys (WCAG 2.1.1, axe 'scrollable-region-focusable').
 */
function ScrollingTable({
  minWidth,
  mah,
  children,
}: {
  minWidth: number;
  mah?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const measure = () =>
      setScrolls(root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    if (root.firstElementChild) observer.observe(root.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={classes.scroller}
      style={{ maxHeight: mah }}
      tabIndex={scrolls ? 0 : undefined}
      data-scrolls={scrolls || undefined}
      data-table-scroller
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
