'use client';

import { Paper, SimpleGrid } from '@mantine/core';
import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { FilterButtons } from '@/components/programmes/filter-buttons';
import { SortSelect } from '@/components/programmes/sort-select';
import { FUND_SORTS, type FundFilters as FundFilterValues } from '@/lib/programmes/filters';
import { countSet, FilterSheet } from '@/components/ui/filter-sheet';
import { FilterSelect, FilterTextField } from '@/components/ui/filter-fields';

/** Fund filters: a GET form, so they live in the URL and the API filters. */
export function FundFilters({ filters, categories }: { filters: FundFilterValues; categories: string[] }) {
  const t = useTranslations('funds');
  const { q, category, riskMax, minSubscriptionMax, yieldMin } = filters;
  return (
    <FilterSheet activeCount={countSet(q, category, riskMax, minSubscriptionMax, yieldMin)}>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.title')}>
        <Form action="/fonds" key={JSON.stringify(filters)}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <FilterTextField name="q" label={t('filters.q')} defaultValue={filters.q ?? ''} />
            <FilterSelect name="categorie" label={t('filters.category')} defaultValue={filters.category ?? ''} data={[{ value: '', label: t('filters.all') }, ...categories]} />
            <FilterSelect
              name="risque_max"
              label={t('filters.riskMax')}
              defaultValue={filters.riskMax === undefined ? '' : String(filters.riskMax)}
              data={[{ value: '', label: t('filters.all') }, ...[1, 2, 3, 4, 5, 6, 7].map((level) => ({ value: String(level), label: `${level}/7` }))]}
            />
            <FilterTextField name="ticket_max" type="number" min={0} step={1000} label={t('filters.ticketMax')} defaultValue={filters.minSubscriptionMax ?? ''} />
            <FilterSelect
              name="rendement_min"
              label={t('filters.yieldMin')}
              defaultValue={filters.yieldMin === undefined ? '' : String(filters.yieldMin)}
              data={[{ value: '', label: t('filters.all') }, ...['3', '4', '5', '6'].map((value) => ({ value, label: `${value} %` }))]}
            />
            <SortSelect label={t('filters.sort')} value={filters.sort} options={FUND_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))} />
          </SimpleGrid>
          <FilterButtons justify="flex-end" style={{ marginTop: 'var(--mantine-spacing-md)' }} resetHref="/fonds" resetLabel={t('filters.reset')} applyLabel={t('filters.apply')} />
        </Form>
      </Paper>
    </FilterSheet>
  );
}
