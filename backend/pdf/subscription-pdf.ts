import { textDocument } from './text-document';

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export type SubscriptionPackData = {
  reference: string;
  createdAt: Date;
  fund: { name: string; manager: string; category: string; sharePrice: number; entryFees: number | null; riskLevel: number };
  model: { name: string; description: string; allocation: { label: string; percent: number }[] } | null;
  client: { civilite: string | null; prenom: string; nom: string; email: string; address: string | null; postcode: string | null; city: string | null; birthDate: string | null };
  adviser: { prenom: string; nom: string; email: string; cabinet: string | null };
  amount: number;
};

/** The subscription form of the e-signature pack, built from the fund, the model and the client. */
export async function subscriptionPackPdf(data: SubscriptionPackData): Promise<Uint8Array> {
  const shares = Math.floor(data.amount / data.fund.sharePrice);
  const fees = data.fund.entryFees ? (data.amount * data.fund.entryFees) / 100 : 0;
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(data.createdAt);
  const pdf = await textDocument({
    title: `Bulletin de souscription ${data.reference}`,
    blocks: [
      { kind: 'title', text: `Bulletin de souscription – ${data.fund.name}` },
      { kind: 'text', text: `Référence ${data.reference}, établi le ${day}.` },
      { kind: 'heading', text: 'Le fonds' },
      { kind: 'row', label: 'Fonds', value: data.fund.name },
      { kind: 'row', label: 'Société de gestion', value: data.fund.manager },
      { kind: 'row', label: 'Catégorie', value: data.fund.category },
      { kind: 'row', label: 'Profil de risque (SRI)', value: `${data.fund.riskLevel}/7` },
      ...(data.model
        ? [
            { kind: 'row' as const, label: 'Modèle de gestion', value: data.model.name },
            ...data.model.allocation.map((part) => ({ kind: 'row' as const, label: `  ${part.label}`, value: `${part.percent} %` })),
          ]
        : []),
      { kind: 'heading', text: 'Le souscripteur' },
      { kind: 'row', label: 'Nom', value: `${data.client.civilite ?? ''} ${data.client.prenom} ${data.client.nom}`.trim() },
      { kind: 'row', label: 'Date de naissance', value: data.client.birthDate ?? 'non renseignée' },
      { kind: 'row', label: 'Adresse', value: [data.client.address, data.client.postcode, data.client.city].filter(Boolean).join(' ') || 'non renseignée' },
      { kind: 'row', label: 'Email', value: data.client.email },
      { kind: 'heading', text: 'La souscription' },
      { kind: 'row', label: 'Montant souscrit', value: eur.format(data.amount) },
      { kind: 'row', label: 'Prix de la part', value: eur.format(data.fund.sharePrice) },
      { kind: 'row', label: 'Nombre de parts (arrondi inférieur)', value: String(shares) },
      { kind: 'row', label: "Frais d'entrée", value: eur.format(fees) },
      { kind: 'heading', text: 'Le conseiller' },
      { kind: 'row', label: 'Conseiller', value: `${data.adviser.prenom} ${data.adviser.nom}${data.adviser.cabinet ? ` – ${data.adviser.cabinet}` : ''}` },
      { kind: 'row', label: 'Email', value: data.adviser.email },
      { kind: 'space' },
      {
        kind: 'text',
        text: "Le souscripteur déclare avoir reçu le document d'informations clés, la note d'information et les statuts du fonds, et avoir été informé du risque de perte en capital. Les signatures sont recueillies par code à usage unique envoyé à l'email de chaque signataire.",
      },
    ],
  });
  return pdf.save();
}
