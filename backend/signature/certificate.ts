import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from '../pdf/lot-grid-pdf';

/** Appends the signature certificate page: who signed, when, and the SHA-256 of the document they signed. */
export async function stampSignatures(params: {
  document: Uint8Array;
  documentSha256: string;
  requestId: string;
  signers: { role: string; name: string; email: string; signedAt: Date }[];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(params.document);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const line = (text: string, size = 10, strong = false) => {
    page.drawText(winAnsi(text), { x: 50, y, size, font: strong ? bold : font, color: rgb(0.1, 0.1, 0.12) });
    y -= size + 8;
  };
  line('Certificat de signature électronique', 16, true);
  line(`Dossier de signature : ${params.requestId}`);
  line(`Empreinte SHA-256 du document signé : ${params.documentSha256.slice(0, 32)}`);
  line(params.documentSha256.slice(32));
  y -= 8;
  for (const signer of params.signers) {
    line(`${signer.role === 'conseiller' ? 'Conseiller' : 'Souscripteur'} : ${signer.name} <${signer.email}>`, 11, true);
    line(`Signé le ${signer.signedAt.toISOString().replace('T', ' à ').slice(0, 21)} UTC par code à usage unique envoyé par email`);
    y -= 6;
  }
  line('Signature électronique simple (règlement eIDAS, art. 25) ; chaque signataire a saisi le code reçu à son adresse email.', 9);
  pdf.setSubject(`Signé – ${params.requestId}`);
  pdf.setModificationDate(new Date(Math.max(...params.signers.map((s) => s.signedAt.getTime()))));
  return pdf.save();
}
