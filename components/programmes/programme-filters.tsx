'use client';

import { Paper } from '@mantine/core';
import Form from 'next/form';
import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import type { FilterOptions } from '@/lib/partner/programmes';
import { RESIDENCE_SORTS, RESIDENCE_TYPES, TYPOLOGIES, type ProgrammeFilters } from '@/lib/programmes/filters';
import { FilterButtons } from './filter-buttons';
import { SortSelect } from './sort-select';
import { countSet, FilterSheet } from '@/components/ui/filter-sheet';
import { FilterCheckbox, FilterCheckboxGroup, FilterSelect, FilterTextField } from '@/components/ui/filter-fields';
import { PlainGroup } from '@/components/ui/plain-layout';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import columns from '@/components/ui/columns.module.css';
import classes from './programme-filters.module.css';

const YIELDS = ['3', '3.5', '4', '4.5', '5'];
const PANEL_STYLE = { '--paper-radius': 'var(--mantine-radius-md)' } as CSSProperties;

/**
 * The filter bar of a programme list: a GET form, so the filters land in the URL and the server filters.
 * It works without JavaScript; with it, Next navigates client-side and the sort applies at once.
 */
export function ProgrammeFilters({
  pathname,
  filters,
  options,
  showType,
}: {
  pathname: string;
  filters: ProgrammeFilters;
  options: FilterOptions | null;
  showType: boolean;
}) {
  const t = useTranslations('programmes');
  const year = new Date().getFullYear();
  const deliveryOptions = [0, 1, 2, 3].map((offset) => ({ value: `${year + offset}-12-31`, label: t('filters.deliveryYear', { year: year + offset }) }));
  const taxSchemes = options?.tax_schemes ?? [];
  if (filters.taxScheme && !taxSchemes.includes(filters.taxScheme)) taxSchemes.push(filters.taxScheme);
  const sorts = RESIDENCE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }));

  const { q, location, priceMin, priceMax, yieldMin, deliveryBefore, taxScheme, typologies, available, types } = filters;
  const activeCount = countSet(q, location, priceMin, priceMax, yieldMin, deliveryBefore, taxScheme, typologies, available, showType ? types : []);

  return (
    <FilterSheet activeCount={activeCount}>
      {/* Mantine's bordered Paper, drawn with its classes (as components/ui/record-card.tsx draws the Card). */}
      <section style={PANEL_STYLE} className={`${Paper.classes.root} ${classes.panel}`} data-with-border="true" aria-label={t('filters.title')}>
        <Form action={pathname} key={JSON.stringify(filters)}>
          <div className={`${columns.columns} ${classes.fields}`}>
            <FilterTextField name="q" label={t('filters.q')} defaultValue={filters.q ?? ''} leftSection={<SpriteIcon name="search" />} />
            <FilterTextField name="lieu" label={t('filters.location')} defaultValue={filters.location ?? ''} />
            <FilterTextField name="prix_min" type="number" min={0} step={1000} label={t('filters.priceMin')} defaultValue={filters.priceMin ?? ''} />
            <FilterTextField name="prix_max" type="number" min={0} step={1000} label={t('filters.priceMax')} defaultValue={filters.priceMax ?? ''} />
            <FilterSelect
              name="rendement_min"
              label={t('filters.yieldMin')}
              defaultValue={filters.yieldMin === undefined ? '' : String(filters.yieldMin)}
              data={[{ value: '', label: t('filters.any') }, ...YIELDS.map((value) => ({ value, label: `${value.replace('.', ',')} %` }))]}
            />
            <FilterSelect
              name="livraison_avant"
              label={t('filters.delivery')}
              defaultValue={filters.deliveryBefore ?? ''}
              data={[{ value: '', label: t('filters.any') }, ...deliveryOptions]}
            />
            <FilterSelect
              name="fiscalite"
              label={t('filters.taxScheme')}
              defaultValue={filters.taxScheme ?? ''}
              data={[{ value: '', label: t('filters.all') }, ...taxSchemes]}
            />
            {showType ? (
              <FilterSelect
                name="type"
                label={t('filters.type')}
                defaultValue={filters.types[0] ?? ''}
                data={[{ value: '', label: t('filters.all') }, ...RESIDENCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
              />
            ) : (
              <SortSelect label={t('filters.sort')} value={filters.sort} options={sorts} />
            )}
          </div>
          <PlainGroup justify="space-between" align="flex-end" className={classes.actions}>
            <PlainGroup gap="lg" align="flex-end">
              <FilterCheckboxGroup label={t('filters.typology')}>
                <PlainGroup gap="sm" className={classes.typologies}>
                  {TYPOLOGIES.map((typology) => (
                    <FilterCheckbox key={typology} name="typologie" value={typology} label={typology} defaultChecked={filters.typologies.includes(typology)} />
                  ))}
                </PlainGroup>
              </FilterCheckboxGroup>
              <FilterCheckbox name="disponible" value="1" defaultChecked={filters.available} label={t('filters.available')} />
              {showType && <SortSelect label={t('filters.sort')} value={filters.sort} options={sorts} />}
            </PlainGroup>
            <FilterButtons resetHref={pathname} resetLabel={t('filters.reset')} applyLabel={t('filters.apply')} />
          </PlainGroup>
        </Form>
      </section>
    </FilterSheet>
  );
}
