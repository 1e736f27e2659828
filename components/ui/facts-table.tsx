import { Table, TableTbody, TableTd, TableTh, TableTr, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value rows, the label as a row header so screen readers announce it with its value. */
export function FactsTable({ rows, labelProps }: { rows: { label: string; value: ReactNode }[]; labelProps?: TableThProps }) {
  return (
    <Table>
      <TableTbody>
        {rows.map(({ label, value }) => (
          <TableTr key={label}>
            <TableTh scope="row" {...labelProps}>
              {label}
            </TableTh>
            <TableTd>{value}</TableTd>
          </TableTr>
        ))}
      </TableTbody>
    </Table>
  );
}
