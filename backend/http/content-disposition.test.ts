import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps accents in the UTF-8 name and gives an ASCII fallback', () => {
    expect(contentDisposition('Plan étage.pdf')).toBe(`attachment; filename="Plan etage.pdf"; filename*=UTF-8''Plan%20%C3%A9tage.pdf`);
  });

  it('names a file shown in the browser the same way', () => {
    expect(contentDisposition('Brochure.pdf', 'inline')).toBe(`inline; filename="Brochure.pdf"; filename*=UTF-8''Brochure.pdf`);
  });

  it('lets no quote or line break of the name into the header', () => {
    const header = contentDisposition('a"b\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_bSet-Cookie: x.pdf";')).toBe(true);
  });
});
