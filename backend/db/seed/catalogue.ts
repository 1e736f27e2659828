import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { fundDocuments, fundModels, funds, lots, residences, type ResidenceType } from '../schema';

/** The order in which the demo deals programme types to its residences; kept so the demo data stays the same. */
const DEALT_TYPES: ResidenceType[] = ['ancien', 'neuf', 'lmnp', 'decote', 'impact', 'residentiel'];
import { chunk, daysFrom, type Prng } from './prng';
import { joinPlaceName } from './french';
import { cities, notaries, promoters, residenceNames, residenceSuffixes, streets } from './places';

// Illustrations shipped in public/images/, shared by the seeded programmes.
const RESIDENCE_PHOTOS = 8;
const FUND_PHOTOS = 4;

type LotInsert = typeof lots.$inferInsert;
export type SeededLot = { id: number; residenceId: number; price: number; status: string };

const typologies = [
  { typology: 'T1', surface: [22, 32] },
  { typology: 'T2', surface: [38, 50] },
  { typology: 'T3', surface: [58, 72] },
  { typology: 'T4', surface: [78, 95] },
  { typology: 'T5', surface: [98, 125] },
] as const;
const exposures = ['Nord', 'Sud', 'Est', 'Ouest', 'Sud-Est', 'Sud-Ouest', 'Nord-Est', 'Nord-Ouest'];

const byType: Record<ResidenceType, { tax: string[]; yield: [number, number]; priceFactor: number; delivery: boolean }> = {
  ancien: { tax: ['Malraux', 'Déficit foncier', 'Monuments historiques', 'Denormandie'], yield: [2.8, 4.2], priceFactor: 0.85, delivery: true },
  neuf: { tax: ['Logement locatif intermédiaire (LLI)', 'Prix maîtrisé', 'Régime de droit commun'], yield: [3.0, 4.0], priceFactor: 1, delivery: true },
  lmnp: { tax: ['LMNP – amortissement', 'LMNP – micro-BIC'], yield: [4.0, 5.2], priceFactor: 0.9, delivery: true },
  decote: { tax: ['Nue-propriété', 'Usufruit locatif social'], yield: [0, 0], priceFactor: 0.62, delivery: true },
  impact: { tax: ['Logement social – TVA réduite', 'Logement intermédiaire à impact'], yield: [3.4, 4.5], priceFactor: 0.8, delivery: true },
  residentiel: { tax: ['Résidence principale – PTZ', 'TVA réduite (zone ANRU)'], yield: [0, 0], priceFactor: 1.05, delivery: true },
};

const slug = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

/** ≥ 40 residences across the six types; the first holds exactly 200 lots (benchmarks rely on it). */
export async function seedCatalogue(db: DbOrTx, rng: Prng, now: Date) {
  const residenceRows: (typeof residences.$inferInsert)[] = [];
  const lotPlans: Omit<LotInsert, 'residenceId'>[][] = [];
  const count = 48;
  for (let i = 0; i < count; i++) {
    const type = DEALT_TYPES[i % DEALT_TYPES.length];
    const rules = byType[type];
    const [city, department, postcode, lat, lng, perM2] = cities[i % cities.length];
    const name = joinPlaceName(residenceNames[i % residenceNames.length], residenceSuffixes[(i * 7) % residenceSuffixes.length]);
    const lotCount = i === 0 ? 200 : rng.int(22, 42);
    const floors = i === 0 ? 10 : rng.int(2, 6);
    const yieldBase = rules.yield[1] > 0 ? rng.float(rules.yield[0], rules.yield[1]) : null;
    const plan: Omit<LotInsert, 'residenceId'>[] = [];
    for (let n = 0; n < lotCount; n++) {
      const kind = typologies[Math.min(4, Math.floor(rng.next() * rng.next() * 5 + rng.next() * 1.2))];
      const floor = n % (floors + 1);
      const surface = rng.float(kind.surface[0], kind.surface[1], 1);
      const price = Math.round((surface * perM2 * rules.priceFactor * (1 + floor * 0.015)) / 100) * 100;
      const lotYield = yieldBase === null ? null : Number((yieldBase + rng.float(-0.3, 0.3)).toFixed(2));
      const rent = lotYield === null ? null : Math.round((price * lotYield) / 100 / 12);
      const roll = rng.next();
      plan.push({
        reference: `${String.fromCharCode(65 + (n % 4))}${floor}${String(n + 1).padStart(3, '0')}`,
        typology: kind.typology,
        floor,
        surface,
        exposure: rng.pick(exposures),
        parking: rng.chance(0.6),
        price,
        rent,
        yield: lotYield,
        status: roll < 0.15 ? 'sold' : roll < 0.2 ? 'reserved' : 'available',
      });
    }
    const prices = plan.map((lot) => lot.price);
    const key = slug(`${name}-${city}`);
    residenceRows.push({
      type,
      name,
      promoter: rng.pick(promoters),
      address: `${rng.int(1, 180)} ${rng.pick(streets)}`,
      city,
      department,
      postcode,
      lat: Number((lat + rng.float(-0.02, 0.02, 4)).toFixed(5)),
      lng: Number((lng + rng.float(-0.02, 0.02, 4)).toFixed(5)),
      description: `${name}, programme ${type === 'ancien' ? 'de réhabilitation' : 'résidentiel'} de ${lotCount} logements du T1 au T5 à ${city}, proche des transports et des commerces.`,
      priceFrom: Math.min(...prices),
      priceTo: Math.max(...prices),
      yield: yieldBase,
      deliveryDate: daysFrom(now, rng.int(90, 900)).toISOString().slice(0, 10),
      taxScheme: rng.pick(rules.tax),
      photos: [0, 1, 2, 3].map((p) => `/images/residences/residence-${((i + p) % RESIDENCE_PHOTOS) + 1}.jpg`),
      videoUrl: rng.chance(0.5) ? `https://videos.espace-partenaire.example/${key}.mp4` : null,
      webUrl: `https://programmes.espace-partenaire.example/${key}`,
      visit360Url: rng.chance(0.4) ? `https://visite360.espace-partenaire.example/${key}` : null,
      notary: rng.pick(notaries),
      calendar: [
        { label: 'Lancement commercial', date: daysFrom(now, -rng.int(30, 200)).toISOString().slice(0, 10) },
        { label: 'Démarrage des travaux', date: daysFrom(now, rng.int(10, 120)).toISOString().slice(0, 10) },
      ],
      lmnpTaxInfo:
        type === 'lmnp'
          ? { gestionnaire: rng.pick(['Réside Études', 'Domitys', 'Nexity Studéa', 'Les Senioriales']), bail: 'Bail commercial 9 ans', tva_recuperable: 20 }
          : null,
      brands: i % 11 === 5 ? ['lrp'] : null,
      createdAt: now,
    });
    lotPlans.push(plan);
  }

  const insertedResidences = await db.insert(residences).values(residenceRows).returning({ id: residences.id });
  const lotRows: LotInsert[] = insertedResidences.flatMap((residence, i) =>
    lotPlans[i].map((lot) => ({ ...lot, residenceId: residence.id })),
  );
  const seededLots: SeededLot[] = [];
  for (const part of chunk(lotRows, 500)) {
    const rows = await db
      .insert(lots)
      .values(part)
      .returning({ id: lots.id, residenceId: lots.residenceId, price: lots.price, status: lots.status });
    seededLots.push(...rows);
  }
  // Document links name the row the partner API draws the PDF from, so they are written once ids exist.
  const residenceIds = insertedResidences.map((r) => r.id);
  for (const id of residenceIds) await db.update(residences).set(residenceDocuments(id)).where(eq(residences.id, id));
  await db
    .update(lots)
    .set({ planUrl: sql`'/documents/lots/' || ${lots.id} || '/plan.pdf'` })
    .where(inArray(lots.residenceId, residenceIds));
  const fundIds = await seedFunds(db, rng, now);
  return { residenceIds, lots: seededLots, fundIds };
}

const residenceDocuments = (id: number) => ({
  brochureUrl: `/documents/residences/${id}/brochure.pdf`,
  masterPlanUrl: `/documents/residences/${id}/plan-masse.pdf`,
  presentationDocuments: [{ title: 'Plaquette commerciale', url: `/documents/residences/${id}/presentation/1.pdf` }],
  reservationDocuments: [
    { title: 'Contrat de réservation', url: `/documents/residences/${id}/reservation/1.pdf` },
    { title: 'Notice descriptive', url: `/documents/residences/${id}/reservation/2.pdf` },
  ],
});

const fundCatalogue: [string, string, string][] = [
  ['SCPI Pierre Rendement', 'Primonial REIM', 'SCPI'],
  ['SCPI Europe Santé', 'Corum AM', 'SCPI'],
  ['SCPI Commerces de Proximité', 'Sofidy', 'SCPI'],
  ['SCPI Bureaux Grand Paris', 'Perial AM', 'SCPI'],
  ['OPCI Patrimoine Diversifié', 'AEW', 'OPCI'],
  ['SC Immobilière Horizon', 'Amundi Immobilier', 'SCI'],
  ['FCPR Croissance PME', 'Eurazeo', 'FCPR'],
  ['FCPI Innovation France', 'Truffle Capital', 'FCPI'],
  ['FPCI Infrastructures Vertes', 'Meridiam', 'FPCI'],
  ['GFV Vignobles de Bordeaux', 'France Valley', 'GFV'],
  ['GFF Forêts Françaises', 'France Valley', 'GFF'],
  ['FCPR Private Equity Santé', 'Idinvest', 'FCPR'],
];

async function seedFunds(db: DbOrTx, rng: Prng, now: Date): Promise<number[]> {
  const rows = fundCatalogue.map(([name, manager, category], i) => ({
    name,
    manager,
    category,
    description: `${name}, géré par ${manager} : ${category === 'SCPI' ? 'immobilier locatif mutualisé avec distribution trimestrielle' : 'investissement de long terme diversifié'}.`,
    minSubscription: rng.pick([1000, 5000, 10000, 20000]),
    sharePrice: rng.float(150, 1100),
    yield: ['SCPI', 'OPCI', 'SCI'].includes(category) ? rng.float(4, 6.5) : null,
    riskLevel: category.startsWith('F') ? rng.int(5, 7) : rng.int(3, 4),
    entryFees: rng.float(2, 12),
    photos: [`/images/fonds/fonds-${(i % FUND_PHOTOS) + 1}.jpg`],
    brands: i === 11 ? ['lrp', 'lci'] : null,
    createdAt: now,
  }));
  const inserted = await db.insert(funds).values(rows).returning({ id: funds.id });
  const models = inserted.flatMap(({ id }) =>
    (['Prudent', 'Équilibré', 'Dynamique'] as const).map((name, m) => ({
      fundId: id,
      name,
      description: ['Allocation prudente du fonds', 'Allocation équilibrée du fonds', 'Allocation dynamique du fonds'][m],
      minAmount: [5000, 10000, 25000][m],
      allocation: [
        { label: 'Immobilier', percent: [70, 55, 40][m] },
        { label: 'Actions', percent: [10, 30, 50][m] },
        { label: 'Liquidités', percent: [20, 15, 10][m] },
      ],
    })),
  );
  await db.insert(fundModels).values(models);
  const docs = inserted.flatMap(({ id }) =>
    [
      ['DIC', "Document d'informations clés"],
      ['note', "Note d'information"],
      ['statuts', 'Statuts'],
      ['bulletin', 'Bulletin de souscription'],
    ].map(([kind, title]) => ({ fundId: id, kind, title, url: '' })),
  );
  const docIds = (await db.insert(fundDocuments).values(docs).returning({ id: fundDocuments.id })).map((doc) => doc.id);
  await db
    .update(fundDocuments)
    .set({ url: sql`'/documents/fonds/' || ${fundDocuments.id} || '.pdf'` })
    .where(inArray(fundDocuments.id, docIds));
  return inserted.map((f) => f.id);
}
