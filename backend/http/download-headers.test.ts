import { describe, expect, it } from 'vitest';
import { downloadHeaders } from './download-headers';

describe('downloadHeaders', () => {
  it('serves a stored file under the extension of its type, without path or bidi characters, whatever name was stored', () => {
    expect(downloadHeaders({ name: 'x.html', mime: 'application/pdf' }, 10)['Content-Disposition']).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
    expect(downloadHeaders({ name: '../../../etc/passwd\u202Efdp.pdf', mime: 'application/pdf' }, 10)['Content-Disposition']).toBe(
      `attachment; filename="passwdfdp.pdf"; filename*=UTF-8''passwdfdp.pdf`,
    );
  });
});
