import { describe, expect, it } from 'vitest';
import type { PointOfInterest } from '@/lib/partner/programmes';
import { packPoints, unpackPoints } from './packed-points';

const points: PointOfInterest[] = [
  { id: '1-transport-0', category: 'transport', name: 'Station de vélos', lat: 48.8441, lng: 2.3718, distance_m: 156 },
  { id: '1-school-0', category: 'school', name: 'École élémentaire', lat: 48.845, lng: 2.37, distance_m: 299 },
  { id: '1-sport-0', category: 'sport', name: 'Gymnase', lat: 48.843, lng: 2.372, distance_m: 410 },
];

describe('packed points of interest', () => {
  it('gives back the same points, every category included, after packing', () => {
    expect(unpackPoints(packPoints(points))).toEqual(points);
  });

  it('carries the values without the key names or the category words', () => {
    const packed = JSON.stringify(packPoints(points));
    expect(packed).not.toContain('distance_m');
    expect(packed).not.toContain('"transport"');
    expect(packed.length).toBeLessThan(JSON.stringify(points).length * 0.7);
  });
});
