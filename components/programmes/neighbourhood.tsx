'use client';

import { Checkbox, Input, useComputedColorScheme } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { MapView, type MapMarker } from '@/components/map/map-view';
import { FilledBadge, type BadgeTone } from '@/components/ui/filled-badge';
import { fromJsonText, type JsonText } from '@/lib/client-data/json-text';
import { type PackedPoint, unpackPoints } from '@/lib/programmes/packed-points';
import { POI_CATEGORIES, type PoiCategory } from '@/contract/catalogue-values';
import columns from '@/components/ui/columns.module.css';
import classes from './neighbourhood.module.css';
import { CheckboxTick } from '@/components/ui/sprite-icon';
import { SectionTitle } from '@/components/ui/section-title';
import { PlainStack } from '@/components/ui/plain-layout';
import { DrawnOnceLive } from '@/components/ui/drawn-once-live';

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

/**
 * One category's checkbox: Mantine's Checkbox markup and classes, its colours from this module's classes instead of
 * the variables the component writes inline on each of them.
 */
function CategoryCheckbox({ category, label, checked, onChange }: { category: PoiCategory; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = `poi-${category}`;
  return (
    <div className={`${Checkbox.classes.root} ${classes.checkbox} ${classes[POI_COLORS[category].theme]}`} data-label-position="right">
      <div className={Checkbox.classes.body}>
        <div className={Checkbox.classes.inner} data-label-position="right">
          <input
            id={id}
            type="checkbox"
            className={`mantine-focus-auto ${Checkbox.classes.input}`}
            value={category}
            checked={checked}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <CheckboxTick className={Checkbox.classes.icon} />
        </div>
        <div className={Checkbox.classes.labelWrapper}>
          <label className={`${Checkbox.classes.label} phone-target`} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}

type NeighbourhoodProps = {
  tileUrl: string | null;
  residence: { id: number; name: string; lat: number; lng: number };
  packedPoints: JsonText<PackedPoint[]>;
};

/**
 * Map around a residence with the five map categories of SPEC §1, and the same points as a list (at least one). The
 * page's last section: the server draws its title, which the page's section links name, and the browser the rest once
 * the page is live, as the facets above it. The points already travel in the page as data, and the server would
 * otherwise draw the categories, the map's place and the list far below the first screen.
 */
export function Neighbourhood(props: NeighbourhoodProps) {
  const t = useTranslations('programmes');
  return (
    <PlainStack component="section" aria-labelledby="neighbourhood-title" gap="sm">
      <SectionTitle id="neighbourhood-title">{t('residence.neighbourhood')}</SectionTitle>
      <DrawnOnceLive>
        <MapAndPoints {...props} />
      </DrawnOnceLive>
    </PlainStack>
  );
}

function MapAndPoints({ tileUrl, residence, packedPoints }: NeighbourhoodProps) {
  const t = useTranslations('programmes');
  const [shown, setShown] = useState<string[]>([...POI_CATEGORIES]);
  const residenceColor = RESIDENCE_MARKER[useComputedColorScheme('light')];
  const points = useMemo(() => unpackPoints(fromJsonText(packedPoints)), [packedPoints]);
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

  return (
    <>
      <Input.Wrapper id="poi-filter" label={t('poi.filter')} labelElement="div">
        <div role="group" aria-labelledby="poi-filter-label" className={classes.categories}>
          {POI_CATEGORIES.map((category) => (
            <CategoryCheckbox
              key={category}
              category={category}
              label={t(`poi.${category}`)}
              checked={shown.includes(category)}
              onChange={(checked) => setShown((current) => (checked ? [...current, category] : current.filter((shownOne) => shownOne !== category)))}
            />
          ))}
        </div>
      </Input.Wrapper>
      <div className={`${columns.columns} ${classes.mapAndList}`}>
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
      </div>
    </>
  );
}
