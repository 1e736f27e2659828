import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';
import { storedFileName } from './stored-file-name';

describe('storedFileName', () => {
  it('gives the extension of the verified type, not the typed one', () => {
    expect(storedFileName('x.html', 'application/pdf')).toBe('x.pdf');
    expect(storedFileName('photo', 'image/png')).toBe('photo.png');
    expect(storedFileName('scan.PDF', 'image/jpeg')).toBe('scan.jpg');
  });

  it('removes bidi overrides, zero-width and control characters', () => {
    expect(storedFileName('facture\u202Efdp.exe', 'application/pdf')).toBe('facturefdp.pdf');
    expect(storedFileName('a\u200Bb\u0007c\r\n.pdf', 'application/pdf')).toBe('abc.pdf');
  });

  it('keeps the last path segment only, so no folder or parent reference survives', () => {
    expect(storedFileName('../../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(storedFileName('C:\\Users\\x\\..\\plan.pdf', 'application/pdf')).toBe('plan.pdf');
    expect(storedFileName('..', 'application/pdf')).toBe('fichier.pdf');
  });

  it('keeps accents, and gives an ASCII fallback without path or control characters', () => {
    const name = storedFileName('../Plan étage\u202E.pdf', 'application/pdf');
    expect(name).toBe('Plan étage.pdf');
    expect(contentDisposition(name)).toBe(`attachment; filename="Plan etage.pdf"; filename*=UTF-8''Plan%20%C3%A9tage.pdf`);
  });
});
