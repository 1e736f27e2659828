'use client';

import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';
import type { CSSProperties } from 'react';
import { useFirstSight } from '@/components/ui/use-first-sight';
import type { LeafletMapProps } from './leaflet-map';

// The skeleton takes the map's height from its place (MapView), so nothing moves while Leaflet arrives.
const placeholder = <Skeleton height="var(--map-height)" radius="md" />;

// Leaflet touches `window` on import: loaded in the browser only.
const LeafletMap = dynamic(() => import('./leaflet-map'), { ssr: false, loading: () => placeholder });

/** The map, loaded (Leaflet and its tiles) once its place comes into the screen. */
export function MapView(props: LeafletMapProps) {
  const [place, seen] = useFirstSight<HTMLDivElement>();
  return (
    <div ref={place} style={{ '--map-height': `${props.height}px` } as CSSProperties}>
      {seen ? <LeafletMap {...props} /> : placeholder}
    </div>
  );
}

export type { MapMarker } from './leaflet-map';
