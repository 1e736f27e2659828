import { Table, TableTbody, TableTd, TableTh, TableTr } from '@/components/ui/table';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** Label/value rows, the label as a row header so screen readers announce it with its value. */
export function FactsTable({ rows, labelProps }: { rows: { label: string; value: ReactNode }[]; labelProps?: ComponentPropsWithoutRef<'th'> }) {
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
