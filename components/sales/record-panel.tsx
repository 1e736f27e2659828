'use client';

import { Stack, Text } from '@mantine/core';
import { FactsTable } from '@/components/ui/facts-table';
import type { RecordKind, SalesRecord } from '@/lib/partner/sales';
import { useRecordFields } from './record-fields';

/** The right-hand panel of a sale, follow-up or dispute. */
export function RecordPanel({ kind, record }: { kind: RecordKind; record: SalesRecord }) {
  const fields = useRecordFields(kind)(record);
  return (
    <Stack gap="sm" data-record-panel={record.id}>
      <FactsTable rows={fields.filter((f) => f.label)} />
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
