'use client';

import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useFirstSight } from '@/components/ui/use-first-sight';
import type { LeafletMapProps } from './leaflet-map';

// Leaflet touches `window` on import: loaded in the browser only.
const LeafletMap = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <Skeleton height={360} radius="md" />,
});

/** The map, loaded (Leaflet and its tiles) once its place comes into the screen. */
export function MapView(props: LeafletMapProps) {
  const [place, seen] = useFirstSight<HTMLDivElement>();
  if (seen) return <LeafletMap {...props} />;
  return <Skeleton ref={place} height={props.height} radius="md" />;
}

export type { MapMarker } from './leaflet-map';
