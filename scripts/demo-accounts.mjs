// The demo accounts `npm start` and `npm run cluster` print, as the README's « Demo accounts » table names them.
export const DEMO_ACCOUNTS = [
  'conseiller@lrp.demo   (lrp, documents KYC à compléter)',
  'conseiller@lci.demo   (lci)',
  'conseiller@is.demo    (is)',
  'conseiller@icm.demo   (icm)',
  'directeur@lrp.demo    (lrp, directeur)',
  'faible@lrp.demo       (lrp, mot de passe faible à changer)',
  'multi@lci.demo        (lci, deux comptes)',
  'nouveau@is.demo       (is, compte à activer via « Première visite »)',
  'staff@back-office.demo  (back-office de toutes les marques, arrive sur /back-office)',
  'staff@lrp.demo, staff@lci.demo, staff@is.demo, staff@icm.demo  (back-office de leur marque)',
];

export const DEMO_PASSWORD_LINE = 'Comptes de démonstration (mot de passe Demo-Partenaire-2026!) :';
