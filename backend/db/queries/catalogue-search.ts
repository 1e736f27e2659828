import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { clients, lots, residences } from '../schema';
import { containsPattern, prefixPattern, residenceVisibleTo, type Caller } from './catalogue-scope';
import { searchFunds, type FundCard } from './catalogue-funds';
import { residenceCardsByIds, type LotRow, type ResidenceCard } from './catalogue';

export type ClientHit = Pick<typeof clients.$inferSelect, 'id' | 'prenom' | 'nom' | 'email' | 'city'>;
export type LotHit = { lot: LotRow; residenceId: number; residenceName: string; residenceCity: string };

export type GlobalSearchResult = {
  residences: ResidenceCard[];
  funds: FundCard[];
  lots: LotHit[];
  clients: ClientHit[];
};

/** One query across programmes, funds, lots and the caller's own clients. */
export async function globalSearch(
  db: DbOrTx,
  params: { caller: Caller; query: string; limit: number },
): Promise<GlobalSearchResult> {
  const { caller, query, limit } = params;
  const pattern = containsPattern(query);
  const words = query.split(/\s+/).filter(Boolean).map(containsPattern);
  const [residenceIds, funds, lotRows, clientRows] = await Promise.all([
    db
      .select({ id: residences.id })
      .from(residences)
      .where(
        and(
          residenceVisibleTo(caller),
          or(
            ilike(residences.name, pattern),
            ilike(residences.city, pattern),
            ilike(residences.promoter, pattern),
            ilike(residences.postcode, prefixPattern(query)),
          ),
        ),
      )
      .orderBy(asc(residences.name))
      .limit(limit),
    searchFunds(db, { caller, query, limit }),
    db
      .select({ lot: lots, residenceId: residences.id, residenceName: residences.name, residenceCity: residences.city })
      .from(lots)
      .innerJoin(residences, eq(residences.id, lots.residenceId))
      .where(and(residenceVisibleTo(caller), ilike(lots.reference, pattern)))
      .orderBy(asc(residences.name), asc(lots.reference))
      .limit(limit),
    db
      .select({ id: clients.id, prenom: clients.prenom, nom: clients.nom, email: clients.email, city: clients.city })
      .from(clients)
      .where(
        and(
          eq(clients.adviserId, caller.id),
          ...words.map((word) =>
            or(
              ilike(clients.nom, word),
              ilike(clients.prenom, word),
              ilike(clients.email, word),
              ilike(sql`coalesce(${clients.city}, '')`, word),
            ),
          ),
        ),
      )
      .orderBy(asc(clients.nom), asc(clients.prenom))
      .limit(limit),
  ]);
  const residenceCards = await residenceCardsByIds(db, { caller, ids: residenceIds.map((row) => row.id) });
  return { residences: residenceCards, funds, lots: lotRows, clients: clientRows };
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export type LocatedResidence = ResidenceCard & { distanceKm: number | null };

/**
 * Residences around a point (within radius) or matching a place name (city, department, postcode prefix).
 * Answers the centre used, so the map can frame the results.
 */
export async function searchByLocation(
  db: DbOrTx,
  params: { caller: Caller; search?: string; point?: { lat: number; lng: number; radiusKm: number } },
): Promise<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }> {
  const { caller, search, point } = params;
  let ids: number[];
  if (point) {
    // A bounding box narrows the rows in SQL; the exact distance is checked below.
    const dLat = point.radiusKm / 111;
    const dLng = point.radiusKm / (111 * Math.max(0.1, Math.cos((point.lat * Math.PI) / 180)));
    const rows = await db
      .select({ id: residences.id })
      .from(residences)
      .where(
        and(
          residenceVisibleTo(caller),
          sql`${residences.lat} between ${point.lat - dLat} and ${point.lat + dLat}`,
          sql`${residences.lng} between ${point.lng - dLng} and ${point.lng + dLng}`,
        ),
      );
    ids = rows.map((row) => row.id);
  } else {
    const text = search ?? '';
    const rows = await db
      .select({ id: residences.id })
      .from(residences)
      .where(
        and(
          residenceVisibleTo(caller),
          text
            ? or(
                ilike(residences.city, containsPattern(text)),
                ilike(residences.department, containsPattern(text)),
                ilike(residences.postcode, prefixPattern(text)),
                ilike(residences.name, containsPattern(text)),
              )
            : undefined,
        ),
      );
    ids = rows.map((row) => row.id);
  }
  const cards = await residenceCardsByIds(db, { caller, ids });
  if (point) {
    const located = cards
      .map((card) => ({ ...card, distanceKm: distanceKm(point, card.residence) }))
      .filter((card) => card.distanceKm <= point.radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm);
    return { center: { lat: point.lat, lng: point.lng }, residences: located };
  }
  const center = cards.length
    ? {
        lat: cards.reduce((sum, card) => sum + card.residence.lat, 0) / cards.length,
        lng: cards.reduce((sum, card) => sum + card.residence.lng, 0) / cards.length,
      }
    : null;
  return { center, residences: cards.map((card) => ({ ...card, distanceKm: center ? distanceKm(center, card.residence) : null })) };
}
