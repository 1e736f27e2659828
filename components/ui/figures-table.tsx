import { Title } from '@mantine/core';
import { Table, TableScrollContainer, TableTbody, TableTd, TableTh, TableThead, TableTr } from '@/components/ui/table';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import stacked from './stacked-table.module.css';

export interface FiguresColumn {
  label: string;
  /** Right-aligned with tabular digits so figures line up. */
  numeric?: boolean;
}

export interface FiguresRow {
  key: string;
  label: ReactNode;
  values: ReactNode[];
}

interface FiguresTableProps {
  /** Id of the section's heading, which names the table. */
  id: string;
  title: string;
  /** The row-header column first, then one per value. */
  columns: [FiguresColumn, ...FiguresColumn[]];
  rows: FiguresRow[];
  minWidth?: number;
}

/** A titled table of figures by row (the numbers a chart summarises, readable as text). */
export function FiguresTable({ id, title, columns, rows, minWidth = 320 }: FiguresTableProps) {
  const [rowHeader, ...valueColumns] = columns;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <TableScrollContainer minWidth={minWidth} tabIndex={0} role="region" aria-labelledby={id} className={stacked.scroller}>
        <Table striped aria-labelledby={id} className={stacked.table}>
          <TableThead>
            <TableTr>
              <TableTh scope="col">{rowHeader.label}</TableTh>
              {valueColumns.map((column) => (
                <TableTh key={column.label} scope="col" className={column.numeric ? classes.numeric : undefined}>
                  {column.label}
                </TableTh>
              ))}
            </TableTr>
          </TableThead>
          <TableTbody>
            {rows.map((row) => (
              <TableTr key={row.key}>
                <TableTh scope="row">{row.label}</TableTh>
                {row.values.map((value, index) => (
                  <TableTd
                    key={valueColumns[index].label}
                    data-label={valueColumns[index].label}
                    className={valueColumns[index].numeric ? classes.numeric : undefined}
                  >
                    {value}
                  </TableTd>
                ))}
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>
    </section>
  );
}
