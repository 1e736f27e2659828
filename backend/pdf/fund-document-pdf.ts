import type { FundDocumentRow, FundRow } from '../db/queries/catalogue-funds';
import { textDocument, type Block } from './text-document';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

// What each kind of regulatory document says besides the fund's own figures.
const notices: Record<string, string> = {
  DIC: "Ce document fournit des informations essentielles sur ce produit d'investissement. Il ne s'agit pas d'un document à caractère commercial : ces informations sont exigées par la loi pour vous aider à comprendre en quoi consiste ce produit et quels risques, coûts, gains et pertes potentiels y sont associés.",
  note: "La note d'information décrit la politique d'investissement, les conditions de souscription et de retrait des parts, les frais et la fiscalité applicables. Elle a reçu le visa de l'Autorité des marchés financiers.",
  statuts: "Les statuts fixent l'objet de la société, la composition du capital, les droits attachés aux parts, les pouvoirs de la société de gestion et les règles de fonctionnement de l'assemblée générale des associés.",
  bulletin: 'Le bulletin de souscription est complété et signé par le souscripteur ; il est accompagné du règlement et des pièces justificatives demandées par la société de gestion.',
};

/** One regulatory document of a fund (DIC, information note, articles, subscription form) with the fund's data. */
export async function fundDocumentPdf(params: { document: FundDocumentRow; fund: FundRow }): Promise<Uint8Array> {
  const { document, fund } = params;
  const blocks: Block[] = [
    { kind: 'title', text: document.title },
    { kind: 'text', text: `${fund.name} – ${fund.manager}` },
    { kind: 'space' },
    { kind: 'text', text: notices[document.kind] ?? fund.description },
    { kind: 'heading', text: 'Le fonds' },
    { kind: 'row', label: 'Catégorie', value: fund.category },
    { kind: 'row', label: 'Société de gestion', value: fund.manager },
    { kind: 'row', label: 'Prix de la part', value: euros.format(fund.sharePrice) },
    { kind: 'row', label: 'Souscription minimale', value: euros.format(fund.minSubscription) },
    { kind: 'row', label: 'Rendement', value: fund.yield === null ? 'non communiqué' : `${decimal.format(fund.yield)} %` },
    { kind: 'row', label: 'Profil de risque (SRI)', value: `${fund.riskLevel}/7` },
    { kind: 'row', label: "Frais d'entrée", value: fund.entryFees === null ? 'aucun' : `${decimal.format(fund.entryFees)} %` },
    { kind: 'heading', text: 'Objectif' },
    { kind: 'text', text: fund.description },
    { kind: 'space' },
    { kind: 'text', text: 'Les performances passées ne préjugent pas des performances futures. Le capital investi n’est pas garanti.' },
  ];
  const pdf = await textDocument({ title: `${document.title} – ${fund.name}`, blocks });
  return pdf.save();
}
