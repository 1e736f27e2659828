'use client';

import { Stack, Table, Text } from '@mantine/core';
import { useRecordFields, type RecordKind, type SalesRecord } from './record-fields';

/** The right-hand panel of a sale, follow-up or dispute. */
export function RecordPanel({ kind, record }: { kind: RecordKind; record: SalesRecord }) {
  const fields = useRecordFields(kind)(record);
  return (
    <Stack gap="sm" data-record-panel={record.id}>
      <Table>
        <Table.Tbody>
          {fields
            .filter((f) => f.label)
            .map((field) => (
              <Table.Tr key={field.label}>
                <Table.Th scope="row">{field.label}</Table.Th>
                <Table.Td>{field.value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      {fields
        .filter((f) => !f.label)
        .map((field, i) => (
          <Text key={i} size="sm">
            {field.value}
          </Text>
        ))}
    </Stack>
  );
}
