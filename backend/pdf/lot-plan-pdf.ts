import { rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LotRow, ResidenceRow } from '../db/queries/catalogue';
import { winAnsi } from './lot-grid-pdf';
import { textDocument } from './text-document';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
// Points per metre: the largest flat (125 m²) still fits the drawing area below the text.
const SCALE = 28;
const AREA = { x: 70, y: 90, width: 455, height: 380 };
const WALL = rgb(0.15, 0.15, 0.2);

type Box = { x: number; y: number; width: number; height: number };

/** The plan of one lot: its data, then a schematic outline to scale with rooms and exposed façades. */
export async function lotPlanPdf(params: { lot: LotRow; residence: ResidenceRow }): Promise<Uint8Array> {
  const { lot, residence } = params;
  const pdf = await textDocument({
    title: `Plan du lot ${lot.reference} – ${residence.name}`,
    blocks: [
      { kind: 'title', text: `Plan du lot ${lot.reference}` },
      { kind: 'text', text: `${residence.name}, ${residence.city} (${residence.postcode})` },
      { kind: 'space' },
      { kind: 'row', label: 'Référence', value: lot.reference },
      { kind: 'row', label: 'Typologie', value: lot.typology },
      { kind: 'row', label: 'Étage', value: lot.floor === 0 ? 'Rez-de-chaussée' : String(lot.floor) },
      { kind: 'row', label: 'Surface habitable', value: `${decimal.format(lot.surface)} m²` },
      { kind: 'row', label: 'Exposition', value: lot.exposure ?? 'non précisée' },
      { kind: 'row', label: 'Parking', value: lot.parking ? 'Oui' : 'Non' },
      { kind: 'space' },
      { kind: 'text', text: 'Plan schématique non contractuel ; les cotes définitives figurent dans la notice descriptive.' },
    ],
  });
  const page = pdf.getPage(0);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  drawOutline(page, font, lot);
  return pdf.save();
}

function drawOutline(page: PDFPage, font: PDFFont, lot: LotRow) {
  const widthM = Math.sqrt(lot.surface * 1.4);
  const outline: Box = {
    width: widthM * SCALE,
    height: (lot.surface / widthM) * SCALE,
    x: 0,
    y: 0,
  };
  outline.x = AREA.x + (AREA.width - outline.width) / 2;
  outline.y = AREA.y + (AREA.height - outline.height) / 2;

  const bedrooms = Number(lot.typology.slice(1)) - 1;
  const living: Box = { ...outline, width: outline.width * (bedrooms ? 0.45 : 0.6) };
  const rest: Box = { ...outline, x: outline.x + living.width, width: outline.width - living.width };
  const service: Box = { ...rest, height: rest.height * (bedrooms ? 0.32 : 0.5) };
  const rooms: [Box, string][] = [
    [living, bedrooms ? 'Séjour / cuisine' : 'Pièce principale'],
    [{ ...service, width: service.width / 2 }, 'Salle de bains'],
    [{ ...service, x: service.x + service.width / 2, width: service.width / 2 }, 'Entrée'],
  ];
  const upper: Box = { ...rest, y: rest.y + service.height, height: rest.height - service.height };
  if (bedrooms) {
    const width = upper.width / bedrooms;
    for (let i = 0; i < bedrooms; i++) rooms.push([{ ...upper, x: upper.x + i * width, width }, `Chambre ${i + 1}`]);
  } else rooms.push([upper, 'Rangements']);

  for (const [box, label] of rooms) {
    page.drawRectangle({ ...box, borderColor: WALL, borderWidth: 1 });
    const text = winAnsi(label);
    const size = Math.min(9, (box.width - 6) / font.widthOfTextAtSize(text, 1));
    page.drawText(text, { x: box.x + (box.width - font.widthOfTextAtSize(text, size)) / 2, y: box.y + box.height / 2 - size / 2, size, font });
  }
  page.drawRectangle({ ...outline, borderColor: WALL, borderWidth: 3 });
  drawExposure(page, outline, lot.exposure ?? '');

  const span = `${decimal.format(widthM)} m`;
  page.drawText(winAnsi(span), { x: outline.x + outline.width / 2 - 12, y: outline.y - 22, size: 9, font });
  page.drawText(winAnsi(`${decimal.format(lot.surface)} m²`), { x: outline.x, y: outline.y + outline.height + 10, size: 10, font });
  page.drawText('N', { x: AREA.x + AREA.width - 10, y: AREA.y + AREA.height + 4, size: 12, font });
  page.drawLine({ start: { x: AREA.x + AREA.width - 6, y: AREA.y + AREA.height - 30 }, end: { x: AREA.x + AREA.width - 6, y: AREA.y + AREA.height }, thickness: 1.5, color: WALL });
}

/** Exposed façades (window side) drawn as a wide light band, north at the top of the page. */
function drawExposure(page: PDFPage, box: Box, exposure: string) {
  const band = { color: rgb(0.55, 0.75, 0.95), thickness: 6 };
  const sides = {
    Nord: [{ x: box.x, y: box.y + box.height }, { x: box.x + box.width, y: box.y + box.height }],
    Sud: [{ x: box.x, y: box.y }, { x: box.x + box.width, y: box.y }],
    Est: [{ x: box.x + box.width, y: box.y }, { x: box.x + box.width, y: box.y + box.height }],
    Ouest: [{ x: box.x, y: box.y }, { x: box.x, y: box.y + box.height }],
  };
  for (const side of exposure.split('-')) {
    const line = sides[side as keyof typeof sides];
    if (line) page.drawLine({ start: line[0], end: line[1], ...band });
  }
}
