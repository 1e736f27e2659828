import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { contentItems } from '../schema';
import { daysFrom, type Prng } from './prng';

type Kind = (typeof contentItems.$inferInsert)['kind'];

const catalogue: Record<Kind, { titles: string[]; category?: string; future?: boolean; duration?: number }> = {
  news: {
    titles: [
      'Loi de finances 2026 : ce qui change pour l’investissement locatif',
      'Taux de crédit immobilier : la détente se confirme',
      'Nouveau programme à Bordeaux Bastide',
      'Le dispositif LLI séduit les investisseurs institutionnels',
      'Résultats trimestriels des SCPI : un rendement moyen de 4,7 %',
      'Zoom sur le marché lyonnais',
      'Le statut LMNP après la réforme des amortissements',
      'Nue-propriété : une alternative pour préparer sa retraite',
      'Rénovation énergétique : le calendrier DPE',
      'Nos conseillers primés aux Trophées du patrimoine',
      'Ouverture de la commercialisation à Annecy',
      'Webinaire : bilan de l’année immobilière',
    ],
  },
  event: { titles: ['Salon Patrimonia – Lyon', 'Petit-déjeuner fiscalité – Paris', 'Visite de chantier – Nantes', 'Convention annuelle des partenaires', 'Soirée partenaires – Marseille', 'Journée portes ouvertes – Bordeaux'], future: true },
  webinar: {
    titles: ['Fiscalité 2026 : les points clés', 'Bien vendre le LMNP', 'SCPI : comment conseiller en 2026', 'Démembrement de propriété', 'Le marché du neuf en régions', 'Private equity pour les particuliers', 'Transmission et assurance-vie', 'Réussir son premier rendez-vous client'],
    future: true,
    duration: 60,
  },
  training_ia: { titles: ['Découvrir l’IA générative', 'Rédiger une synthèse client avec l’IA', 'IA et conformité : les bons réflexes', 'Automatiser sa prospection', 'Analyser un marché local avec l’IA', 'Prompts utiles pour le conseiller'], category: 'ia', duration: 45 },
  training_immobilier: { titles: ['Les fondamentaux du LMNP', 'Comprendre la nue-propriété', 'Vendre un programme neuf', 'Le déficit foncier expliqué', 'Lire une grille de prix', 'Le parcours de réservation'], category: 'immobilier', duration: 90 },
  guide: { titles: ['Guide du marché bordelais', 'Guide du marché lyonnais', 'Guide du marché nantais', 'Guide du marché toulousain', 'Guide du marché niçois', 'Guide du marché lillois'] },
  loi: { titles: ['Loi LLI – logement locatif intermédiaire', 'Dispositif Malraux', 'Déficit foncier', 'Dispositif Denormandie'] },
  document_pe: { titles: ['Rapport annuel FCPR Croissance PME', 'Lettre trimestrielle FCPI Innovation', 'Mise à jour valeur liquidative', 'Bulletin de souscription FPCI', 'Fiche client – profil investisseur', 'Note fiscale 150-0 B ter'], category: 'fonds' },
};

export async function seedContent(db: DbOrTx, rng: Prng, now: Date) {
  const rows = Object.entries(catalogue).flatMap(([kind, spec]) =>
    spec.titles.map((title, i) => ({
      kind: kind as Kind,
      brandCode: kind === 'news' && i % 5 === 4 ? 'lrp' : null,
      category: kind === 'document_pe' ? (['fonds', 'fonds-update', 'client'] as const)[i % 3] : (spec.category ?? null),
      title,
      summary: `${title} : l’essentiel en quelques minutes pour vos rendez-vous clients.`,
      body: `<p>${title}.</p><p>Contenu de démonstration rédigé pour l’Espace partenaire.</p>`,
      imageUrl: `/images/contenus/contenu-${(i % 6) + 1}.jpg`,
      // Files get their address once the id is known, below.
      url: kind === 'guide' || kind === 'document_pe' ? '' : null,
      startsAt: spec.future ? daysFrom(now, rng.int(3, 90)) : null,
      durationMinutes: spec.duration ?? null,
      publishedAt: daysFrom(now, -rng.int(1, 120)),
    })),
  );
  const ids = (await db.insert(contentItems).values(rows).returning({ id: contentItems.id })).map((row) => row.id);
  await db
    .update(contentItems)
    .set({ url: sql`'/documents/contenus/' || ${contentItems.id} || '.pdf'` })
    .where(and(inArray(contentItems.id, ids), isNotNull(contentItems.url)));
}
