'use client';

import { Anchor, Button, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState, useTransition, type FormEvent } from 'react';
import { MapView, type MapMarker } from '@/components/map/map-view';
import { notifyError } from '@/components/notices/notify';
import { formatEuros } from '@/lib/format/format';
import type { LocatedResidence } from '@/lib/partner/programmes';
import { searchByLocationAction } from '@/lib/search/actions';
import { residenceHref } from '@/lib/programmes/filters';
import { NativeSelect } from '@/components/ui/native-select';
import { IntentLink } from '@/components/ui/intent-link';

type Result = { center: { lat: number; lng: number } | null; residences: LocatedResidence[] };
const FRANCE = { lat: 46.6, lng: 2.4 };

/** Geographic search: by place name, or around the adviser's position within a radius. */
export function MapSearch({ tileUrl, initial, initialSearch }: { tileUrl: string | null; initial: Result; initialSearch: string }) {
  const t = useTranslations('programmes.map');
  const te = useTranslations('errors');
  const tt = useTranslations('programmes.types');
  const [result, setResult] = useState(initial);
  const [place, setPlace] = useState(initialSearch);
  const [radius, setRadius] = useState('20');
  const [pending, startTransition] = useTransition();
  const [aroundPoint, setAroundPoint] = useState(false);

  const run = (body: unknown) =>
    startTransition(async () => {
      const answer = await searchByLocationAction(body);
      if (!answer.ok) {
        notifyError(te('search'));
        return;
      }
      setResult(answer.data);
      setAroundPoint(typeof body === 'object' && body !== null && 'lat' in body);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const search = place.trim();
    run(search.length >= 2 ? { search } : { all: true });
    const url = new URL(window.location.href);
    if (search) url.searchParams.set('lieu', search);
    else url.searchParams.delete('lieu');
    window.history.replaceState(null, '', url);
  };

  const aroundMe = () => {
    if (!navigator.geolocation) {
      notifyError(te('search'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => run({ lat: position.coords.latitude, lng: position.coords.longitude, radius_km: Number(radius) }),
      () => notifyError(te('search')),
    );
  };

  const markers = useMemo<MapMarker[]>(
    () =>
      result.residences.map((residence) => ({
        id: `residence-${residence.id}`,
        lat: residence.lat,
        lng: residence.lng,
        label: `${residence.name} – ${residence.city}`,
        color: '#1864ab',
        primary: true,
        href: residenceHref(residence),
        linkLabel: t('open', { name: residence.name }),
      })),
    [result, t],
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <form onSubmit={onSubmit} role="search" aria-label={t('title')}>
        <Group align="flex-end" gap="sm">
          <TextInput label={t('search')} value={place} onChange={(event) => setPlace(event.currentTarget.value)} maxLength={100} w={320} />
          <Button type="submit" loading={pending} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('submit')}
          </Button>
          <NativeSelect label={t('radius')} value={radius} onChange={(event) => setRadius(event.currentTarget.value)} data={['5', '10', '20', '50', '100']} />
          <Button type="button" variant="default" onClick={aroundMe} leftSection={<IconCurrentLocation size={16} aria-hidden />}>
            {t('aroundMe')}
          </Button>
        </Group>
      </form>
      {!tileUrl && (
        <Text size="sm" c="dimmed">
          {t('noTiles')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MapView markers={markers} center={result.center ?? FRANCE} zoom={result.center ? 11 : 5} tileUrl={tileUrl} height={480} label={t('mapLabel')} />
        <section aria-labelledby="map-results">
          <Title order={2} size="h4" id="map-results" mb="xs">
            <span role="status">{t('results', { count: result.residences.length })}</span>
          </Title>
          <List listStyleType="none" spacing="xs" style={{ maxHeight: 440, overflowY: 'auto' }}>
            {result.residences.map((residence) => (
              <List.Item key={residence.id}>
                <Anchor component={IntentLink} href={residenceHref(residence)}>
                  {residence.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {tt(residence.type)} · {residence.postcode} {residence.city} · {t('priceFrom', { price: formatEuros(residence.price_from) })}
                  {residence.distance_km !== null && aroundPoint ? ` · ${t('distance', { km: residence.distance_km })}` : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      </SimpleGrid>
    </Stack>
  );
}
