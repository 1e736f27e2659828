import { rgb, StandardFonts } from 'pdf-lib';
import type { LotRow, ResidenceRow } from '../db/queries/catalogue';
import { winAnsi } from './lot-grid-pdf';
import { textDocument, type Block } from './text-document';

export type ResidenceLot = Pick<LotRow, 'reference' | 'typology' | 'floor' | 'surface' | 'price' | 'status'>;
type Data = { residence: ResidenceRow; lots: ResidenceLot[] };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const typeLabels: Record<ResidenceRow['type'], string> = {
  ancien: 'Immobilier ancien',
  neuf: 'Immobilier neuf',
  lmnp: 'LMNP – résidence gérée',
  decote: 'Immobilier décoté',
  impact: 'Immobilier à impact',
  residentiel: 'Résidence principale',
};
const day = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) : 'à préciser';

function identity(r: ResidenceRow): Block[] {
  return [
    { kind: 'row', label: 'Type de programme', value: typeLabels[r.type] },
    { kind: 'row', label: 'Adresse', value: [r.address, r.postcode, r.city].filter(Boolean).join(' ') },
    { kind: 'row', label: 'Promoteur', value: r.promoter ?? 'à préciser' },
    { kind: 'row', label: 'Dispositif fiscal', value: r.taxScheme ?? 'aucun' },
    { kind: 'row', label: 'Prix', value: `de ${euros.format(r.priceFrom)} à ${euros.format(r.priceTo)}` },
    { kind: 'row', label: 'Rendement estimé', value: r.yield === null ? 'sans objet' : `${decimal.format(r.yield)} %` },
    { kind: 'row', label: 'Livraison prévisionnelle', value: day(r.deliveryDate) },
    { kind: 'row', label: 'Notaire', value: r.notary ?? 'à préciser' },
  ];
}

function typologyTable(lots: ResidenceLot[]): Block {
  const rows = [...new Set(lots.map((lot) => lot.typology))].sort().map((typology) => {
    const own = lots.filter((lot) => lot.typology === typology);
    return [
      typology,
      String(own.length),
      String(own.filter((lot) => lot.status === 'available').length),
      `${decimal.format(Math.min(...own.map((lot) => lot.surface)))} m²`,
      euros.format(Math.min(...own.map((lot) => lot.price))),
    ];
  });
  return { kind: 'table', columns: ['Typologie', 'Lots', 'Disponibles', 'Surface dès', 'Prix dès'], rows };
}

function facets(r: ResidenceRow): Block[] {
  const links = (
    [
      ['Site du programme', r.webUrl],
      ['Vidéo', r.videoUrl],
      ['Visite virtuelle 360°', r.visit360Url],
    ] as const
  )
    .filter(([, url]) => url)
    .map(([label, url]): Block => ({ kind: 'row', label, value: url ?? '' }));
  const lmnp: Block[] = Object.entries(r.lmnpTaxInfo ?? {}).map(([label, value]) => ({
    kind: 'row',
    label: label.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    value: String(value),
  }));
  const calendar: Block[] = r.calendar.map((step) => ({ kind: 'row', label: step.label, value: day(step.date) }));
  return [
    ...(calendar.length ? [{ kind: 'heading', text: 'Calendrier' } as const, ...calendar] : []),
    ...(lmnp.length ? [{ kind: 'heading', text: 'Fiscalité LMNP' } as const, ...lmnp] : []),
    ...(links.length ? [{ kind: 'heading', text: 'Pour aller plus loin' } as const, ...links] : []),
  ];
}

/** The commercial brochure: the programme, its lots by typology, calendar and links. */
export async function brochurePdf({ residence: r, lots }: Data): Promise<Uint8Array> {
  const pdf = await textDocument({
    title: `Brochure – ${r.name}`,
    blocks: [
      { kind: 'title', text: r.name },
      { kind: 'text', text: `${r.city} (${r.postcode}) – ${typeLabels[r.type]}` },
      { kind: 'space' },
      { kind: 'text', text: r.description },
      { kind: 'heading', text: 'Le programme' },
      ...identity(r),
      { kind: 'heading', text: 'Les logements' },
      typologyTable(lots),
      ...facets(r),
    ],
  });
  return pdf.save();
}

const CONTRACT_CLAUSES = [
  "Le réservant s'engage à réserver au réservataire le lot désigné aux conditions particulières, sous réserve de l'achèvement du programme.",
  "Un dépôt de garantie, plafonné par l'article R. 261-28 du Code de la construction et de l'habitation, est versé sur un compte séquestre ouvert au nom du réservataire.",
  "Le réservataire dispose d'un délai de rétractation de dix jours à compter de la première présentation du contrat signé.",
  "La vente sera conclue par acte authentique devant le notaire désigné ; le prix est payable selon l'avancement des travaux.",
];

/** A presentation or reservation document of the residence, under the title stored with its link. */
export async function residenceFilePdf({ residence: r, lots }: Data, file: { title: string; set: 'presentation' | 'reservation' }): Promise<Uint8Array> {
  const body: Block[] =
    file.set === 'presentation'
      ? [{ kind: 'text', text: r.description }, { kind: 'heading', text: 'Les logements' }, typologyTable(lots), ...facets(r)]
      : [
          { kind: 'heading', text: 'Conditions générales' },
          ...CONTRACT_CLAUSES.map((text): Block => ({ kind: 'text', text })),
          { kind: 'heading', text: 'Le réservataire' },
          { kind: 'row', label: 'Nom, prénom', value: '______________________________' },
          { kind: 'row', label: 'Lot réservé', value: '______________________________' },
          { kind: 'row', label: 'Fait à, le', value: '______________________________' },
        ];
  const pdf = await textDocument({
    title: `${file.title} – ${r.name}`,
    blocks: [{ kind: 'title', text: file.title }, { kind: 'text', text: `${r.name}, ${r.city}` }, { kind: 'heading', text: 'Le programme' }, ...identity(r), ...body],
  });
  return pdf.save();
}

/** The site plan: one block per building (first letter of the lot references), with its floors and lots. */
export async function masterPlanPdf({ residence: r, lots }: Data): Promise<Uint8Array> {
  const buildings = [...new Set(lots.map((lot) => lot.reference.charAt(0)))].sort();
  const stats = buildings.map((name) => {
    const own = lots.filter((lot) => lot.reference.charAt(0) === name);
    return { name, lots: own.length, floors: Math.max(...own.map((lot) => lot.floor)) + 1 };
  });
  const pdf = await textDocument({
    title: `Plan de masse – ${r.name}`,
    blocks: [
      { kind: 'title', text: `Plan de masse – ${r.name}` },
      { kind: 'text', text: [r.address, r.postcode, r.city].filter(Boolean).join(' ') },
      { kind: 'table', columns: ['Bâtiment', 'Niveaux', 'Logements'], rows: stats.map((b) => [b.name, String(b.floors), String(b.lots)]) },
    ],
  });
  // Drawn in the lower part of the first page, under the short text above.
  const page = pdf.getPage(0);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const site = { x: 70, y: 90, width: 455, height: 400 };
  const line = rgb(0.25, 0.25, 0.3);
  page.drawRectangle({ ...site, borderColor: line, borderWidth: 1.5, borderDashArray: [6, 4] });
  page.drawText(winAnsi('Voirie'), { x: site.x, y: site.y - 16, size: 9, font });
  const columns = Math.max(1, Math.min(2, stats.length));
  const cell = { width: (site.width - 60) / columns, height: (site.height - 60) / Math.ceil(Math.max(1, stats.length) / columns) };
  stats.forEach((b, i) => {
    const x = site.x + 20 + (i % columns) * (cell.width + 20);
    const y = site.y + site.height - 20 - (Math.floor(i / columns) + 1) * cell.height;
    page.drawRectangle({ x, y, width: cell.width - 20, height: cell.height - 20, color: rgb(0.9, 0.92, 0.95), borderColor: line, borderWidth: 1 });
    page.drawText(winAnsi(`Bâtiment ${b.name}`), { x: x + 10, y: y + cell.height - 40, size: 12, font });
    page.drawText(winAnsi(`R+${b.floors - 1} – ${b.lots} logements`), { x: x + 10, y: y + cell.height - 56, size: 9, font });
  });
  page.drawText('N', { x: site.x + site.width - 12, y: site.y + site.height + 8, size: 12, font });
  return pdf.save();
}
