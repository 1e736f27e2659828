'use client';

import { Grid, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { KycQueueItem } from '@/contract/back-office';
import { KycDecisionForm } from './kyc-decision-form';
import { KycPreview } from './kyc-preview';
import { formatShortDateTime } from '@/lib/format/format';

/** The queue on the left, the selected document's preview and decision on the right. */
export function KycReview({ items }: { items: KycQueueItem[] }) {
  const t = useTranslations('backOffice.kyc');
  const [selectedId, setSelectedId] = useState<number | undefined>(items[0]?.id);
  const selected = items.find((item) => item.id === selectedId) ?? items[0];

  if (!items.length) return <Text>{t('empty')}</Text>;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('document')}</Table.Th>
              <Table.Th>{t('adviser')}</Table.Th>
              <Table.Th>{t('sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} bg={item.id === selected?.id ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => setSelectedId(item.id)}
                    aria-pressed={item.id === selected?.id}
                    aria-label={t('select', { nom: item.nom, email: item.email })}
                    fw={600}
                  >
                    {item.nom}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  {item.adviser} ({item.marque.toUpperCase()})
                  <Text size="xs" c="dimmed">
                    {item.email}
                  </Text>
                </Table.Td>
                <Table.Td>{item.date_envoi ? formatShortDateTime(item.date_envoi) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Grid.Col>
      {selected && (
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {selected.nom} – {selected.adviser}
              </Title>
              <KycPreview item={selected} />
              <KycDecisionForm key={selected.id} item={selected} />
            </Stack>
          </Paper>
        </Grid.Col>
      )}
    </Grid>
  );
}
