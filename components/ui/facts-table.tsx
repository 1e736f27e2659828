import { Table, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value rows, the label as a row header so screen readers announce it with its value. */
export function FactsTable({ rows, labelProps }: { rows: { label: string; value: ReactNode }[]; labelProps?: TableThProps }) {
  return (
    <Table>
      <Table.Tbody>
        {rows.map(({ label, value }) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" {...labelProps}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
