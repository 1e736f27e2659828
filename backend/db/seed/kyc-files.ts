import { eq, isNotNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { kycDocuments, kycDocumentTypes, users } from '../schema';

async function samplePdf(label: string, owner: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Document de démonstration', { x: 60, y: 760, size: 20, font });
  page.drawText(label, { x: 60, y: 720, size: 14, font });
  page.drawText(owner, { x: 60, y: 696, size: 12, font });
  return pdf.save();
}

/** The seed records KYC documents as on file; this writes a small PDF behind each (and records its real size). */
export async function seedKycFiles(db: Db, storage: FileStorage): Promise<void> {
  const rows = await db
    .select({ id: kycDocuments.id, filePath: kycDocuments.filePath, label: kycDocumentTypes.label, email: users.email })
    .from(kycDocuments)
    .innerJoin(kycDocumentTypes, eq(kycDocumentTypes.key, kycDocuments.documentType))
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .where(isNotNull(kycDocuments.filePath));
  for (const row of rows) {
    if (row.filePath && !(await storage.get(row.filePath))) {
      const pdf = await samplePdf(row.label, row.email);
      await storage.put(row.filePath, pdf, 'application/pdf');
      await db.update(kycDocuments).set({ size: pdf.length }).where(eq(kycDocuments.id, row.id));
    }
  }
}
