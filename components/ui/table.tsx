'use client';

import { createContext, useContext, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { TABLE_DEFAULTS } from '@/lib/theme/brand-theme';
import styles from './table.module.css';

/**
 * Mantine's Table drawn as plain elements with Mantine's own classes and data attributes (its stylesheet is loaded
 * with the others, components/theme/mantine-styles.ts): the same pixels, without the component's code, plus digits
 * of one width (table.module.css). Mantine's Table brings its scroll container, whose ScrollArea imports a helper of
 * `@floating-ui/react` and so that whole positioning library (19 kB compressed) into every page with a table.
 * table.test.ts holds the class names equal to Mantine's.
 */
export const TABLE_CLASSES = {
  table: 'm_b23fa0ef',
  th: 'm_4e7aa4f3',
  tr: 'm_4e7aa4fd',
  td: 'm_4e7aa4ef',
  tbody: 'm_b2404537',
  thead: 'm_b242d975',
  scrollContainer: 'm_a100c15',
  scrollContainerInner: 'm_62259741',
} as const;

interface TableOptions {
  striped?: boolean;
  highlightOnHover?: boolean;
  withColumnBorders?: boolean;
  stickyHeader?: boolean;
}

const TableContext = createContext<TableOptions>({});

const classed = (base: string, className?: string) => (className ? `${base} ${className}` : base);
const flag = (on: boolean | undefined) => (on ? true : undefined);

type TableProps = ComponentPropsWithoutRef<'table'> & TableOptions & { layout?: 'auto' | 'fixed' };

function TableRoot({
  striped,
  highlightOnHover = TABLE_DEFAULTS.highlightOnHover,
  withColumnBorders,
  stickyHeader,
  layout,
  className,
  style,
  ...others
}: TableProps) {
  const vars = { '--table-vertical-spacing': `var(--mantine-spacing-${TABLE_DEFAULTS.verticalSpacing})`, '--table-layout': layout, ...style } as CSSProperties;
  return (
    <TableContext.Provider value={{ striped, highlightOnHover, withColumnBorders, stickyHeader }}>
      <table className={classed(`${TABLE_CLASSES.table} ${styles.table}`, className)} style={vars} {...others} />
    </TableContext.Provider>
  );
}

export function TableThead({ className, ...others }: ComponentPropsWithoutRef<'thead'>) {
  const { stickyHeader } = useContext(TableContext);
  return <thead className={classed(TABLE_CLASSES.thead, className)} data-sticky={flag(stickyHeader)} {...others} />;
}

export function TableTbody({ className, ...others }: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody className={classed(TABLE_CLASSES.tbody, className)} {...others} />;
}

export function TableTr({ className, ...others }: ComponentPropsWithoutRef<'tr'>) {
  const { striped, highlightOnHover } = useContext(TableContext);
  return (
    <tr
      className={classed(TABLE_CLASSES.tr, className)}
      data-with-row-border
      data-striped={striped ? 'odd' : undefined}
      data-hover={flag(highlightOnHover)}
      {...others}
    />
  );
}

export function TableTh({ className, ...others }: ComponentPropsWithoutRef<'th'>) {
  const { withColumnBorders } = useContext(TableContext);
  return <th className={classed(TABLE_CLASSES.th, className)} data-with-column-border={flag(withColumnBorders)} {...others} />;
}

export function TableTd({ className, ...others }: ComponentPropsWithoutRef<'td'>) {
  const { withColumnBorders } = useContext(TableContext);
  return <td className={classed(TABLE_CLASSES.td, className)} data-with-column-border={flag(withColumnBorders)} {...others} />;
}

/** A table wider than its place scrolls sideways in the browser's own scrollbar from `minWidth` (px) down. */
export function TableScrollContainer({ minWidth, className, children, ...others }: ComponentPropsWithoutRef<'div'> & { minWidth: number }) {
  return (
    <div
      className={classed(TABLE_CLASSES.scrollContainer, className)}
      style={{ '--table-overflow': 'auto', '--table-min-width': `calc(${minWidth / 16}rem * var(--mantine-scale))` } as CSSProperties}
      {...others}
    >
      <div className={TABLE_CLASSES.scrollContainerInner}>{children}</div>
    </div>
  );
}

export const Table = Object.assign(TableRoot, {
  Thead: TableThead,
  Tbody: TableTbody,
  Tr: TableTr,
  Th: TableTh,
  Td: TableTd,
  ScrollContainer: TableScrollContainer,
});
