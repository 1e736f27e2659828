'use client';

import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import type { LeafletMapProps } from './leaflet-map';

// Leaflet touches `window` on import: loaded in the browser only.
const LeafletMap = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <Skeleton height={360} radius="md" />,
});

export function MapView(props: LeafletMapProps) {
  return <LeafletMap {...props} />;
}

export type { MapMarker } from './leaflet-map';
