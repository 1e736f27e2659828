'use client';

import { Anchor, Badge, CloseButton, Stack, Text } from '@mantine/core';
import { Table } from '@/components/ui/table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLotComparison } from '@/components/comparison/comparison-context';
import { comparisonHref } from '@/components/comparison/selection';
import { LotOptionAction } from '@/components/options/lot-option-action';
import { formatEuros, formatMonth, formatPercent, formatSurface } from '@/lib/format/format';
import type { LotDetail } from '@/lib/partner/programmes';
import { residenceHref } from '@/lib/programmes/filters';

const STATUS_COLOR = { available: 'green', optioned: 'yellow', reserved: 'orange', sold: 'gray' } as const;

/** The compared lots as columns, one row per figure; each column can place an option or leave the comparison. */
export function ComparisonTable({ lots }: { lots: LotDetail[] }) {
  const t = useTranslations('comparison');
  const tl = useTranslations('lots');
  const comparison = useLotComparison();
  const router = useRouter();
  const none = t('notSet');

  const leave = (id: number) => {
    comparison.remove(id);
    router.replace(comparisonHref(lots.map((lot) => lot.id).filter((other) => other !== id)));
  };

  const rows: { key: string; value: (lot: LotDetail) => ReactNode }[] = [
    { key: 'typology', value: (lot) => lot.typology },
    { key: 'price', value: (lot) => formatEuros(lot.price) },
    { key: 'surface', value: (lot) => formatSurface(lot.surface) },
    { key: 'pricePerSqm', value: (lot) => (lot.surface > 0 ? formatEuros(Math.round(lot.price / lot.surface)) : none) },
    { key: 'floor', value: (lot) => (lot.floor === 0 ? tl('groundFloor') : String(lot.floor)) },
    { key: 'exposure', value: (lot) => lot.exposure ?? none },
    { key: 'yield', value: (lot) => (lot.yield === null ? none : formatPercent(lot.yield)) },
    { key: 'rent', value: (lot) => (lot.rent === null ? none : formatEuros(lot.rent)) },
    { key: 'taxScheme', value: (lot) => lot.residence.tax_scheme ?? none },
    { key: 'delivery', value: (lot) => (lot.residence.delivery_date ? formatMonth(lot.residence.delivery_date) : none) },
    {
      key: 'availability',
      value: (lot) => (
        <Badge color={STATUS_COLOR[lot.status]} variant="filled">
          {tl(`status.${lot.status}`)}
        </Badge>
      ),
    },
    { key: 'option', value: (lot) => <LotOptionAction lot={lot} /> },
  ];

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withColumnBorders striped layout="fixed" data-comparison>
        <caption>
          <Text size="sm" c="dimmed" ta="left">
            {t('caption', { count: lots.length })}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            {lots.map((lot) => (
              <Table.Th key={lot.id} scope="col" data-compared-lot={lot.reference}>
                <Stack gap={2} align="flex-start">
                  <Anchor component={Link} href={residenceHref(lot.residence)} fw={700}>
                    {lot.residence.name}
                  </Anchor>
                  <Text size="sm">
                    {t('lotHeading', { reference: lot.reference })} · {lot.residence.postcode} {lot.residence.city}
                  </Text>
                  <CloseButton size="sm" aria-label={t('remove', { reference: lot.reference })} onClick={() => leave(lot.id)} data-print-hide />
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{t(`rows.${row.key}`)}</Table.Th>
              {lots.map((lot) => (
                <Table.Td key={lot.id}>{row.value(lot)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
