import type { contentItems } from '../db/schema';
import { textDocument, type Block } from './text-document';

type ContentRow = typeof contentItems.$inferSelect;

/** A published guide or document: title, summary and body paragraphs. */
export async function contentDocumentPdf(item: ContentRow): Promise<Uint8Array> {
  const published = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(item.publishedAt);
  const paragraphs = (item.body ?? '').split(/\n{2,}/).filter((text) => text.trim());
  const blocks: Block[] = [
    { kind: 'title', text: item.title },
    { kind: 'text', text: `Publié le ${published}` },
    { kind: 'space' },
    { kind: 'text', text: item.summary },
    ...paragraphs.flatMap((text): Block[] => [{ kind: 'space' }, { kind: 'text', text }]),
  ];
  const pdf = await textDocument({ title: item.title, blocks });
  return pdf.save();
}
