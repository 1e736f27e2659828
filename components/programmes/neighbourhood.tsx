'use client';

import { Checkbox, Group, SimpleGrid, Stack, Title, useComputedColorScheme } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { MapView, type MapMarker } from '@/components/map/map-view';
import { FilledBadge, type BadgeTone } from '@/components/ui/filled-badge';
import type { PointOfInterest } from '@/lib/partner/programmes';
import { POI_CATEGORIES, type PoiCategory } from '@/contract/catalogue-values';
import classes from './neighbourhood.module.css';

// Theme colours for the badges (filled, so autoContrast picks the text) and their hex for the map circles.
export const POI_COLORS: Record<PoiCategory, { theme: BadgeTone; hex: string }> = {
  school: { theme: 'blue', hex: '#1c7ed6' },
  health: { theme: 'red', hex: '#e03131' },
  business: { theme: 'orange', hex: '#e8590c' },
  transport: { theme: 'violet', hex: '#6741d9' },
  sport: { theme: 'green', hex: '#2f9e44' },
};

// The residence itself: near black on a light map, near white on a dark one, apart from every category's colour.
const RESIDENCE_MARKER = { light: '#212529', dark: '#f1f3f5' };

/** Map around a residence with the five map categories of SPEC §1, and the same points as a list. */
export function Neighbourhood({
  tileUrl,
  residence,
  points,
}: {
  tileUrl: string | null;
  residence: { id: number; name: string; lat: number; lng: number };
  points: PointOfInterest[];
}) {
  const t = useTranslations('programmes');
  const [shown, setShown] = useState<string[]>([...POI_CATEGORIES]);
  const residenceColor = RESIDENCE_MARKER[useComputedColorScheme('light')];
  const visible = points.filter((point) => shown.includes(point.category));
  const markers = useMemo<MapMarker[]>(
    () => [
      { id: `residence-${residence.id}`, lat: residence.lat, lng: residence.lng, label: residence.name, color: residenceColor, primary: true },
      ...visible.map((point) => ({
        id: point.id,
        lat: point.lat,
        lng: point.lng,
        label: `${t(`poi.${point.category}`)} – ${point.name}`,
        color: POI_COLORS[point.category].hex,
      })),
    ],
    [residence, residenceColor, visible, t],
  );
  if (!points.length) return null;

  return (
    <Stack component="section" aria-labelledby="neighbourhood-title" gap="sm">
      <Title order={2} size="h3" id="neighbourhood-title">
        {t('residence.neighbourhood')}
      </Title>
      <Checkbox.Group value={shown} onChange={setShown} label={t('poi.filter')}>
        <Group gap="md" mt={4}>
          {POI_CATEGORIES.map((category) => (
            <Checkbox key={category} value={category} color={POI_COLORS[category].theme} label={t(`poi.${category}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MapView markers={markers} center={residence} zoom={15} tileUrl={tileUrl} height={360} label={t('residence.mapLabel', { name: residence.name })} />
        <ul className={classes.list} aria-label={t('residence.neighbourhood')}>
          {visible.map((point) => (
            <li key={point.id} className={classes.point} data-poi-category={point.category}>
              <FilledBadge tone={POI_COLORS[point.category].theme} className={classes.category}>
                {t(`poi.${point.category}`)}
              </FilledBadge>
              <span>
                {point.name} <span className={classes.distance}>({t('poi.distance', { distance: point.distance_m })})</span>
              </span>
            </li>
          ))}
        </ul>
      </SimpleGrid>
    </Stack>
  );
}
