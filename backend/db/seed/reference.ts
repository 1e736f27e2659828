import type { brandContacts, brands, kycDocumentTypes, menuEntries } from '../schema';

export const brandRows: (typeof brands.$inferInsert)[] = [
  { code: 'lrp', name: 'La Résidence Patrimoine', baseUrl: 'https://www.lrp.example' },
  { code: 'lci', name: 'Les Conseillers Immobiliers', baseUrl: 'https://www.lci.example' },
  { code: 'is', name: 'Investissement Solutions', baseUrl: 'https://www.is.example' },
  { code: 'icm', name: 'Immo Conseil Méditerranée', baseUrl: 'https://www.icm.example' },
];

type MenuRow = typeof menuEntries.$inferInsert;
const entry = (position: number, page: string | null, label: string, extra: Partial<MenuRow> = {}): MenuRow => ({
  position,
  page,
  label,
  icon: page ?? 'home',
  ...extra,
});

/** Page keys are SPEC §2 "Menu keys"; the icon defaults to the page key, the home entry to `home`. */
export const menuRows: MenuRow[] = [
  entry(10, null, 'Accueil'),
  entry(20, 'dashboard', 'Tableau de bord'),
  entry(30, 'dashboard/direction', 'Direction', { directeurOnly: true }),
  entry(40, 'clients', 'Clients', { roles: ['cgp'] }),
  entry(50, 'suivis', 'Suivis', { roles: ['cgp'] }),
  entry(55, 'options', 'Mes options', { roles: ['cgp'] }),
  entry(56, 'simulations', 'Simulations', { roles: ['cgp'] }),
  entry(57, 'favoris', 'Favoris', { roles: ['cgp'] }),
  entry(60, 'programmes', 'Programmes'),
  entry(61, 'programmes/ancien', 'Ancien'),
  entry(62, 'programmes/neuf', 'Neuf'),
  entry(63, 'programmes/impact', 'Impact'),
  entry(64, 'programmes/residentiel', 'Résidentiel'),
  // SPEC §2 sends the keys ventes and litiges to the statistics; the lists have entries of their own.
  entry(70, 'ventes/liste', 'Ventes', { icon: 'ventes', subscription: 'stats' }),
  entry(75, 'ventes', 'Statistiques des ventes', { subscription: 'stats' }),
  entry(80, 'litiges/liste', 'Litiges', { icon: 'litiges', subscription: 'stats' }),
  entry(85, 'litiges', 'Statistiques des litiges', { subscription: 'stats' }),
  entry(90, 'fonds', 'Fonds'),
  entry(100, 'formations', 'Formations'),
  entry(110, 'webinaires', 'Webinaires'),
  entry(112, 'agenda', 'Agenda'),
  entry(115, 'notifications', 'Notifications'),
  entry(117, 'sondages', 'Sondages'),
  entry(120, 'documents-pe', 'Documents PE', { brands: ['lrp', 'lci'] }),
  entry(125, 'documents', 'Mes documents', { roles: ['cgp'] }),
  entry(130, 'messagerie', 'Messagerie'),
  entry(140, 'guides-marches', 'Guides marchés'),
  entry(150, 'contact-us', 'Nous contacter'),
];

export const kycTypeRows: (typeof kycDocumentTypes.$inferInsert)[] = [
  { key: 'piece_identite', label: "Pièce d'identité", position: 1 },
  { key: 'kbis', label: 'Extrait Kbis de moins de 3 mois', position: 2 },
  { key: 'carte_cif', label: 'Carte CIF / ORIAS', position: 3 },
  { key: 'rc_pro', label: 'Attestation RC professionnelle', position: 4 },
  { key: 'rib', label: 'RIB du cabinet', position: 5 },
  { key: 'carte_t', label: 'Carte T (transaction immobilière)', position: 6, required: false },
];

/** Back-office desks each brand lists on its contact screen. */
export const brandContactRows: (typeof brandContacts.$inferInsert)[] = brandRows.flatMap(({ code }, i) => [
  { brandCode: code, position: 1, service: 'Service partenaires', name: 'Équipe animation réseau', email: `partenaires@${code}.example`, telephone: `01 84 60 1${i} 00` },
  { brandCode: code, position: 2, service: 'Administration des ventes', name: 'Suivi des réservations et des actes', email: `adv@${code}.example`, telephone: `01 84 60 1${i} 10` },
  { brandCode: code, position: 3, service: 'Conformité', name: 'Documents KYC et réglementaires', email: `conformite@${code}.example`, telephone: null },
]);
