'use client';

import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import classes from './leaflet-map.module.css';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  color: string;
  /** Larger marker (the programmes themselves, against points of interest). */
  primary?: boolean;
  href?: string;
  linkLabel?: string;
}

export interface LeafletMapProps {
  markers: MapMarker[];
  center: { lat: number; lng: number };
  zoom: number;
  tileUrl: string | null;
  attribution?: string;
  height: number;
  label: string;
}

function FitBounds({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  useEffect(() => {
    if (markers.length > 1) map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.lng])), { padding: [30, 30], maxZoom: 15 });
  }, [map, markers]);
  return null;
}

/**
 * Leaflet map (client only). Markers are vector circles, so they show even when no tile server is
 * configured (MAP_TILE_URL) or reachable; the programmes' markers carry their names, and a French notice over the
 * map says when the tiles cannot load.
 */
export default function LeafletMap({ markers, center, zoom, tileUrl, attribution, height, label }: LeafletMapProps) {
  const t = useTranslations('map');
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div role="region" aria-label={label} className={classes.map}>
      {tilesFailed && (
        <p className={classes.notice} role="status">
          {t('tilesFailed')}
        </p>
      )}
      <MapContainer center={[center.lat, center.lng]} zoom={zoom} style={{ height, width: '100%', borderRadius: 8 }} scrollWheelZoom={false}>
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution={attribution ?? '&copy; <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>'}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        <FitBounds markers={markers} />
        {markers.map((marker) => (
          <CircleMarker
            key={marker.id}
            center={[marker.lat, marker.lng]}
            radius={marker.primary ? 10 : 6}
            pathOptions={{ color: marker.color, fillColor: marker.color, fillOpacity: 0.85, weight: 2 }}
          >
            <Tooltip permanent={marker.primary} direction="top">
              {marker.label}
            </Tooltip>
            {marker.href && (
              <Popup>
                <a href={marker.href}>{marker.linkLabel ?? marker.label}</a>
              </Popup>
            )}
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
