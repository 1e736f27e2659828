import type { ResidenceRow } from './catalogue';

export const poiCategories = ['school', 'health', 'business', 'transport', 'sport'] as const;
export type PoiCategory = (typeof poiCategories)[number];

export type PointOfInterest = {
  id: string;
  category: PoiCategory;
  name: string;
  lat: number;
  lng: number;
  distanceM: number;
};

const names: Record<PoiCategory, string[]> = {
  school: [
    'École maternelle Jean Jaurès',
    'École élémentaire Jules Ferry',
    'Collège Victor Hugo',
    'Lycée Marie Curie',
    'Groupe scolaire Louis Pasteur',
    'Crèche Les Petits Pas',
  ],
  health: [
    'Pharmacie du Centre',
    'Maison de santé pluridisciplinaire',
    'Clinique des Cèdres',
    'Cabinet médical de la Gare',
    'Centre hospitalier',
    'Laboratoire d’analyses',
  ],
  business: [
    'Supermarché',
    'Boulangerie du Marché',
    'Marché couvert',
    'Centre commercial',
    'Bureau de poste',
    'Zone d’activités',
  ],
  transport: [
    'Gare SNCF',
    'Arrêt de bus Mairie',
    'Station de tramway',
    'Station de vélos en libre-service',
    'Parking relais',
    'Gare routière',
  ],
  sport: ['Gymnase municipal', 'Piscine', 'Stade', 'Courts de tennis', 'Salle de sport', 'Parcours de santé'],
};

/** Small seeded generator: the same residence always gets the same neighbourhood. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Points of interest around a residence, three per map category, 150 m to 1.5 km away. The reference API
 * has no geographic data source, so it computes them deterministically from the residence's id and position.
 */
export function pointsOfInterest(residence: Pick<ResidenceRow, 'id' | 'lat' | 'lng' | 'city'>): PointOfInterest[] {
  const random = mulberry32(residence.id * 7919 + 17);
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLng = 111_320 * Math.cos((residence.lat * Math.PI) / 180);
  return poiCategories.flatMap((category) => {
    const pool = [...names[category]];
    return [0, 1, 2].map((index) => {
      const [name] = pool.splice(Math.floor(random() * pool.length), 1);
      const distanceM = Math.round(150 + random() * 1350);
      const angle = random() * 2 * Math.PI;
      const lat = residence.lat + (distanceM * Math.cos(angle)) / metresPerDegreeLat;
      const lng = residence.lng + (distanceM * Math.sin(angle)) / metresPerDegreeLng;
      return {
        id: `${residence.id}-${category}-${index}`,
        category,
        name: category === 'transport' && name === 'Gare SNCF' ? `Gare de ${residence.city}` : name,
        lat: Number(lat.toFixed(6)),
        lng: Number(lng.toFixed(6)),
        distanceM,
      };
    });
  }).sort((a, b) => a.distanceM - b.distanceM);
}
