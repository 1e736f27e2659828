'use client';

import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useClickOutside, useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { notifyError } from '@/components/notices/notify';
import { formatEuros } from '@/lib/format/format';
import { residenceHref } from '@/lib/programmes/filters';
import { EmptyState } from '@/components/ui/empty-state';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { FilterTextField } from '@/components/ui/filter-fields';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';
import classes from './global-search.module.css';

function Group({ title, children }: { title: string; children: ReactNode[] }) {
  if (!children.length) return null;
  return (
    <div role="group" aria-label={title}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={2}>
        {title}
      </Text>
      <Stack gap={2}>{children}</Stack>
    </div>
  );
}

/** Header search across programmes, funds, lots and the adviser's own clients (POST global-search). */
export function GlobalSearch() {
  const t = useTranslations('search');
  const tn = useTranslations('emptyStates');
  const te = useTranslations('errors');
  const tp = useTranslations('programmes');
  const resultsId = useId();
  const [value, setValue] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), 300);
  const enabled = debounced.length >= 2;

  const { data, isFetching, isError } = useQuery({
    queryKey: queryKeys.globalSearch(debounced),
    queryFn: () => fetchRead('globalSearch', { query: debounced }),
    enabled,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (isError) notifyError(te('search'));
  }, [isError, te]);

  const count = data ? data.residences.length + data.funds.length + data.lots.length + data.clients.length : 0;
  const close = () => setOpened(false);
  const root = useClickOutside<HTMLDivElement>(close);
  const shown = opened && enabled && (Boolean(data) || isFetching);

  return (
    // The results hang under the field by CSS (global-search.module.css): no positioning engine loads with the frame.
    <div ref={root} className={classes.root}>
      <FilterTextField
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpened(true);
        }}
        onFocus={() => setOpened(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        aria-controls={shown ? resultsId : undefined}
        leftSection={<SpriteIcon name="search" />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        maxLength={100}
      />
      {shown && (
        <div id={resultsId} aria-label={t('results')} role="region" className={classes.results}>
          {data && (
            <Stack gap="sm" mah={420} style={{ overflowY: 'auto' }}>
              {count ? (
                <Text size="sm" role="status">
                  {t('count', { count })}
                </Text>
              ) : (
                <div role="status">
                  <EmptyState title={t('noResult', { query: debounced })} description={tn('search')} />
                </div>
              )}
              <Group title={t('groups.residences')}>
                {data.residences.map((residence) => (
                  <Anchor key={residence.id} component={Link} href={residenceHref(residence)} size="sm" onClick={close}>
                    {residence.name} – {residence.city} ({tp(`types.${residence.type}`)})
                  </Anchor>
                ))}
              </Group>
              <Group title={t('groups.funds')}>
                {data.funds.map((fund) => (
                  <Anchor key={fund.id} component={Link} href={`/fonds/${fund.id}`} size="sm" onClick={close}>
                    {fund.name} – {fund.category}
                  </Anchor>
                ))}
              </Group>
              <Group title={t('groups.lots')}>
                {data.lots.map((lot) => (
                  <Anchor key={lot.id} component={Link} href={residenceHref({ id: lot.residence_id, type: 'neuf' })} size="sm" onClick={close}>
                    {t('lotLine', { reference: lot.reference, residence: lot.residence_name, price: formatEuros(lot.price) })}
                  </Anchor>
                ))}
              </Group>
              <Group title={t('groups.clients')}>
                {data.clients.map((client) => (
                  <Anchor key={client.id} component={Link} href={`/clients/${client.id}`} size="sm" onClick={close}>
                    {client.prenom} {client.nom}
                    {client.city ? ` – ${client.city}` : ''}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          )}
          {!data && isFetching && <Text size="sm">{t('searching')}</Text>}
        </div>
      )}
    </div>
  );
}
