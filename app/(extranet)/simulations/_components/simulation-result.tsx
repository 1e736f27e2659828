'use client';

import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import stacked from '@/components/ui/stacked-table.module.css';
import type { Simulation } from '@/lib/partner/simulations';
import { formatEurosExact, formatRate } from '@/lib/format/format';

/** The page at url_simulation: the key figures, the tax detail and the loan schedule, with the PDF export. */
export function SimulationResultView({ simulation }: { simulation: Simulation }) {
  const t = useTranslations('simulation.result');
  const r = simulation.results;
  const key: [string, string, string][] = [
    ['monthly-cash-flow', t('monthlyCashFlow'), formatEurosExact(r.monthly_cash_flow)],
    ['gross-yield', t('grossYield'), formatRate(r.gross_yield)],
    ['net-yield', t('netYield'), formatRate(r.net_yield)],
    ['tax-effect', t('taxEffect'), formatEurosExact(r.tax_effect)],
  ];
  const detail: [string, number][] = [
    [t('totalCost'), r.total_cost],
    [t('notaryFees'), r.notary_fees],
    [t('loanAmount'), r.loan_amount],
    [t('monthlyPayment'), r.monthly_payment],
    [t('monthlyCashFlowBefore'), r.monthly_cash_flow_before_tax],
    [t('annualRent'), r.annual_rent],
    [t('annualCharges'), r.annual_charges],
    [t('taxableIncome'), r.taxable_income],
    [t('incomeTax'), r.income_tax],
    [t('socialContributions'), r.social_contributions],
    ...(r.depreciation ? ([[t('depreciation'), r.depreciation]] as [string, number][]) : []),
    ...(r.tax_reduction ? ([[t('taxReduction'), r.tax_reduction]] as [string, number][]) : []),
    ...(r.deficit_saving ? ([[t('deficitSaving'), r.deficit_saving]] as [string, number][]) : []),
  ];
  const columns = ['year', 'payments', 'interest', 'principal', 'insurance', 'remaining'] as const;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('title', { id: simulation.id })}</Title>
          <Text c="dimmed">{t('subtitle', { scheme: r.scheme_label, year: r.tax_year })}</Text>
        </div>
        <Group>
          <Button component="a" href={`/api/simulations/${simulation.id}/pdf`} download>
            {t('pdf')}
          </Button>
          <Button component={Link} href="/simulations" variant="default">
            {t('again')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {key.map(([id, label, value]) => (
          <Card key={id} withBorder data-figure={id}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz="xl" fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder>
        <Table>
          <Table.Tbody>
            {detail.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td ta="right">{formatEurosExact(value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {r.notes.map((note) => (
          <Text key={note} size="sm" mt="xs">
            {note}
          </Text>
        ))}
        <Text size="xs" c="dimmed" mt="xs">
          {t('legal', { source: r.scheme_source })}
        </Text>
      </Card>
      {r.schedule.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('schedule')}
          </Title>
          <Table.ScrollContainer minWidth={640} className={stacked.scroller}>
            <Table striped className={stacked.table}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c} ta={c === 'year' ? 'left' : 'right'}>
                      {t(`scheduleColumns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.schedule.map((row) => (
                  <Table.Tr key={row.year}>
                    <Table.Th scope="row">
                      {row.year}
                    </Table.Th>
                    {columns.slice(1).map((c) => (
                      <Table.Td key={c} ta="right" data-label={t(`scheduleColumns.${c}`)}>
                        {formatEurosExact(row[c])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
    </Stack>
  );
}
