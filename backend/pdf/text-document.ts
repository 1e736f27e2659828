import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi } from './lot-grid-pdf';

// A4 portrait, in points.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'row'; label: string; value: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'space' };

/** A plain A4 document (titles, label/value rows, tables) in the standard fonts, paginated. */
export async function textDocument(params: { title: string; blocks: Block[] }): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(params.title));
  pdf.setCreator('Espace partenaire');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const draw = (text: string, x: number, size: number, font: PDFFont, maxWidth = PAGE.width - MARGIN - x) => {
    for (const line of wrap(winAnsi(text), font, size, maxWidth)) {
      ensure(size + 4);
      page.drawText(line, { x, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 4;
    }
  };

  for (const block of params.blocks) {
    if (block.kind === 'title') draw(block.text, MARGIN, 18, bold);
    else if (block.kind === 'heading') {
      y -= 8;
      draw(block.text, MARGIN, 12, bold);
    } else if (block.kind === 'text') draw(block.text, MARGIN, 10, regular);
    else if (block.kind === 'space') y -= 10;
    else if (block.kind === 'row') {
      ensure(14);
      page.drawText(winAnsi(block.label), { x: MARGIN, y: y - 10, size: 10, font: regular });
      const value = winAnsi(block.value);
      page.drawText(value, { x: PAGE.width - MARGIN - bold.widthOfTextAtSize(value, 10), y: y - 10, size: 10, font: bold });
      y -= 14;
    } else {
      const width = (PAGE.width - 2 * MARGIN) / block.columns.length;
      for (const [index, cells] of [block.columns, ...block.rows].entries()) {
        ensure(13);
        cells.forEach((cell, i) => {
          const text = winAnsi(cell);
          const font = index === 0 ? bold : regular;
          page.drawText(text, { x: MARGIN + width * (i + 1) - font.widthOfTextAtSize(text, 9) - 4, y: y - 9, size: 9, font });
        });
        y -= 13;
      }
    }
  }
  return pdf;
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > maxWidth && current) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
