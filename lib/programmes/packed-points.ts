import { POI_CATEGORIES } from '@/contract/catalogue-values';
import type { PointOfInterest } from '@/lib/partner/programmes';

/**
 * A residence's points of interest as rows of values in a fixed order, the category by its index in POI_CATEGORIES:
 * they travel to the browser in the page's RSC payload, where key names and quotes weigh more than the values.
 */
export type PackedPoint = [id: string, category: number, name: string, lat: number, lng: number, distance: number];

export function packPoints(points: PointOfInterest[]): PackedPoint[] {
  return points.map((point) => [point.id, POI_CATEGORIES.indexOf(point.category), point.name, point.lat, point.lng, point.distance_m]);
}

export function unpackPoints(rows: PackedPoint[]): PointOfInterest[] {
  return rows.map(([id, category, name, lat, lng, distance]) => ({ id, category: POI_CATEGORIES[category], name, lat, lng, distance_m: distance }));
}
