import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LotRow, ResidenceRow } from '../db/queries/catalogue';

export const lotStatusLabels: Record<LotRow['status'], string> = {
  available: 'Disponible',
  optioned: 'Optionné',
  reserved: 'Réservé',
  sold: 'Vendu',
};

// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const ROW_HEIGHT = 16;
const HEADER_TOP = PAGE.height - MARGIN;
const TABLE_TOP = HEADER_TOP - 58;
export const ROWS_PER_PAGE = Math.floor((TABLE_TOP - MARGIN - 24) / ROW_HEIGHT) - 1;

type Column = { title: string; width: number; align: 'left' | 'right'; value: (lot: LotRow) => string };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The standard fonts speak WinAnsi only: French number formats use narrow no-break spaces it lacks. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u202f\u00a0\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\u00a1-\u00ff€–—…œŒ•]/g, '?');
}

const columns: Column[] = [
  { title: 'Lot', width: 70, align: 'left', value: (lot) => lot.reference },
  { title: 'Typologie', width: 62, align: 'left', value: (lot) => lot.typology },
  { title: 'Étage', width: 48, align: 'right', value: (lot) => (lot.floor === 0 ? 'RDC' : String(lot.floor)) },
  { title: 'Surface', width: 70, align: 'right', value: (lot) => `${decimal.format(lot.surface)} m²` },
  { title: 'Exposition', width: 80, align: 'left', value: (lot) => lot.exposure ?? '–' },
  { title: 'Parking', width: 56, align: 'left', value: (lot) => (lot.parking ? 'Oui' : 'Non') },
  { title: 'Prix', width: 100, align: 'right', value: (lot) => euros.format(lot.price) },
  { title: 'Loyer', width: 84, align: 'right', value: (lot) => (lot.rent === null ? '–' : euros.format(lot.rent)) },
  { title: 'Rendement', width: 76, align: 'right', value: (lot) => (lot.yield === null ? '–' : `${decimal.format(lot.yield)} %`) },
  { title: 'Statut', width: 90, align: 'left', value: (lot) => lotStatusLabels[lot.status] },
];

function drawCell(page: PDFPage, font: PDFFont, text: string, x: number, y: number, column: Column, size: number) {
  const safe = winAnsi(text);
  const width = font.widthOfTextAtSize(safe, size);
  const left = column.align === 'right' ? x + column.width - 6 - width : x + 4;
  page.drawText(safe, { x: left, y, size, font, color: rgb(0.1, 0.1, 0.12) });
}

/** The lot grid of a residence as a multi-page PDF (all lots, header repeated, page numbers). */
export async function lotGridPdf(params: {
  residence: Pick<ResidenceRow, 'name' | 'city' | 'postcode'>;
  lots: LotRow[];
  generatedAt: Date;
}): Promise<Uint8Array> {
  const { residence, lots, generatedAt } = params;
  const doc = await PDFDocument.create();
  const title = winAnsi(`Grille des lots – ${residence.name}`);
  doc.setTitle(title);
  doc.setSubject(winAnsi(`${residence.name}, ${residence.postcode} ${residence.city}`));
  doc.setCreator('Espace partenaire');
  doc.setProducer('Espace partenaire');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = Math.max(1, Math.ceil(lots.length / ROWS_PER_PAGE));
  const available = lots.filter((lot) => lot.status === 'available').length;
  const dateLabel = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(generatedAt);

  for (let index = 0; index < pages; index++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(title, { x: MARGIN, y: HEADER_TOP - 14, size: 16, font: bold, color: rgb(0.05, 0.2, 0.35) });
    page.drawText(
      winAnsi(`${residence.postcode} ${residence.city} · ${lots.length} lots, dont ${available} disponibles · édité le ${dateLabel}`),
      { x: MARGIN, y: HEADER_TOP - 32, size: 9, font: regular, color: rgb(0.3, 0.3, 0.35) },
    );
    let x = MARGIN;
    page.drawRectangle({ x: MARGIN, y: TABLE_TOP - 4, width: PAGE.width - 2 * MARGIN, height: ROW_HEIGHT, color: rgb(0.9, 0.93, 0.96) });
    for (const column of columns) {
      drawCell(page, bold, column.title, x, TABLE_TOP, column, 9);
      x += column.width;
    }
    const slice = lots.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE);
    slice.forEach((lot, row) => {
      const y = TABLE_TOP - (row + 1) * ROW_HEIGHT;
      if (row % 2 === 1) {
        page.drawRectangle({ x: MARGIN, y: y - 4, width: PAGE.width - 2 * MARGIN, height: ROW_HEIGHT, color: rgb(0.97, 0.97, 0.98) });
      }
      let cellX = MARGIN;
      for (const column of columns) {
        drawCell(page, regular, column.value(lot), cellX, y, column, 9);
        cellX += column.width;
      }
    });
    if (!lots.length) {
      page.drawText('Aucun lot pour cette résidence.', { x: MARGIN, y: TABLE_TOP - ROW_HEIGHT, size: 10, font: regular });
    }
    const footer = `Page ${index + 1} / ${pages}`;
    page.drawText(footer, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN - 12,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.45),
    });
  }
  return doc.save();
}
