import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, programmeFiles } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

// Smallest files that file-type recognises by their bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const b64 = (bytes: Buffer) => bytes.toString('base64');
/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let lrpAdviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let lciAdviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let lrpStaff: string;
/** Works for both brands that distribute the residence: its files are this member's to change. */
let sharedStaff: string;
let residenceId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  lrpAdviser = await f.adviser('programmes@lrp.demo', 'lrp');
  lciAdviser = await f.adviser('programmes@lci.demo', 'lci');
  lrpStaff = await f.token((await t.fixtures.user({ email: 'programmes-staff@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
  const both = await t.fixtures.user({ email: 'programmes-staff@back-office.demo', brandCode: 'lrp', role: 'staff' });
  await t.fixtures.assignBrands(both.id, ['lci']);
  sharedStaff = await f.token(both.id);
  residenceId = (await f.residence({ name: 'Le Domaine des Cèdres', brands: ['lrp', 'lci'] })).id;
});
afterAll(() => t.close());

const setOpen = (brand: string, open: unknown, token = lrpStaff, id = residenceId) =>
  t.call('PUT', `/api/back-office/programmes/${id}/brands/${brand}`, { token, body: { open } });
const upload = (body: Record<string, unknown>, token = sharedStaff) => t.call('POST', `/api/back-office/programmes/${residenceId}/files`, { token, body });
const listedTo = async (token: string) =>
  ((await t.call('GET', '/api/residences/neuf?per_page=100', { token })).body.data.data as { id: number }[]).some((r) => r.id === residenceId);

describe('PUT /api/back-office/programmes/{id}/brands/{brand}', () => {
  it('closes a programme to one brand: gone from its advisers’ lists, its page 404, an option on its lots refused; the other brand keeps it', async () => {
    const lot = await f.lot(residenceId, 'P1');
    const client = await f.client(lrpAdviser.user.id);
    const closed = await setOpen('lrp', false);
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe('Programme fermé à la marque LRP\u00a0: ses conseillers ne le voient plus');

    expect(await listedTo(lrpAdviser.token)).toBe(false);
    expect((await t.call('GET', `/api/residence/${residenceId}`, { token: lrpAdviser.token })).status).toBe(404);
    const option = await t.call('POST', '/api/options', { token: lrpAdviser.token, body: { lot_id: lot.id, client_id: client.id } });
    expect(option.status).toBe(409);
    expect(option.body.message).toBe("Ce programme n'est plus ouvert à votre marque\u00a0: aucune option ne peut y être posée.");
    expect(await listedTo(lciAdviser.token)).toBe(true);

    const list = await t.call('GET', '/api/back-office/programmes', { token: lrpStaff });
    expect(list.body.data).toContainEqual({ id: residenceId, name: 'Le Domaine des Cèdres', city: 'Montpellier', brands: [{ code: 'lrp', open: false }] });

    expect((await setOpen('lrp', true)).body.message).toBe('Programme ouvert à la marque LRP');
    expect(await listedTo(lrpAdviser.token)).toBe(true);
    expect((await t.call('POST', '/api/options', { token: lrpAdviser.token, body: { lot_id: lot.id, client_id: client.id } })).status).toBe(201);
    const audit = await t.call('GET', '/api/back-office/audit?q=Domaine%20des%20C%C3%A8dres', { token: lrpStaff });
    expect(audit.body.data.data.map((line: { action: string }) => line.action).slice(0, 2)).toEqual(['programme.open', 'programme.close']);
  });

  it('refuses a brand the staff member does not work for, a programme its brand does not sell (404) and a missing choice (422)', async () => {
    expect((await setOpen('lci', false)).status).toBe(404);
    const other = await f.residence({ name: 'Hors marque', brands: ['icm'] });
    expect((await setOpen('lrp', false, lrpStaff, other.id)).status).toBe(404);
    const missing = await setOpen('lrp', 'oui');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ open: ["Indiquez s'il faut ouvrir ou fermer le programme"] });
    expect((await setOpen('lrp', false, lrpAdviser.token)).status).toBe(404);
  });
});

describe('POST /api/back-office/programmes/{id}/files', () => {
  it('adds an image and a document shown on the adviser’s residence page and served to its advisers only', async () => {
    const image = await upload({ kind: 'image', title: 'Façade sud', content: b64(PNG) });
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ message: 'Fichier «\u202fFaçade sud\u202f» ajouté', data: { kind: 'image', content_type: 'image/png', size: PNG.length } });
    const document = await upload({ kind: 'document', title: 'Notice descriptive', content: b64(PDF) });
    expect(document.status).toBe(201);

    const page = (await t.call('GET', `/api/residence/${residenceId}`, { token: lrpAdviser.token })).body.data;
    expect(page.photos).toContain(`/programmes/fichiers/${image.body.data.id}`);
    expect(page.presentation_documents).toContainEqual({ title: 'Notice descriptive', url: `/programmes/fichiers/${document.body.data.id}` });

    const served = await t.app.request(`/api/programmes/fichiers/${image.body.data.id}`, { headers: { authorization: `Bearer ${lrpAdviser.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="Facade sud.png"; filename*=UTF-8''Fa%C3%A7ade%20sud.png`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const icm = await f.adviser('programmes@icm.demo', 'icm');
    expect((await t.call('GET', `/api/programmes/fichiers/${image.body.data.id}`, { token: icm.token })).status).toBe(404);

    const removed = await t.call('DELETE', `/api/back-office/programmes/${residenceId}/files/${document.body.data.id}`, { token: sharedStaff });
    expect(removed.status).toBe(200);
    const after = (await t.call('GET', `/api/residence/${residenceId}`, { token: lrpAdviser.token })).body.data;
    expect(after.presentation_documents).not.toContainEqual(expect.objectContaining({ title: 'Notice descriptive' }));
    expect((await t.call('GET', `/api/programmes/fichiers/${document.body.data.id}`, { token: lrpAdviser.token })).status).toBe(404);
  });

  it('stores a title without control, bidi or path characters and serves it under the extension of the type its bytes have', async () => {
    const hostile = ' ..\\..\\Plan\u202Egnp.exe\u0007 du\u2066 rez\u2069\n/\u200Fjardin.html  ';
    const added = await upload({ kind: 'image', title: hostile, content: b64(PNG) });
    expect(added.status).toBe(201);
    const clean = '..-..-Plangnp.exe du rez -jardin.html';
    expect(added.body.data.title).toBe(clean);
    expect(added.body.message).toBe(`Fichier «\u202f${clean}\u202f» ajouté`);

    const [row] = await t.db.select().from(programmeFiles).where(eq(programmeFiles.id, added.body.data.id));
    expect(row.title).toBe(clean);
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'programme.file_add')).orderBy(desc(auditLog.id)).limit(1);
    expect(line.details).toMatchObject({ title: clean });

    const served = await t.app.request(`/api/programmes/fichiers/${row.id}`, { headers: { authorization: `Bearer ${lrpAdviser.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="-.-Plangnp.exe du rez -jardin.png"; filename*=UTF-8''-.-Plangnp.exe%20du%20rez%20-jardin.png`,
    );
    expect((await t.call('DELETE', `/api/back-office/programmes/${residenceId}/files/${row.id}`, { token: sharedStaff })).status).toBe(200);
  });

  it('refuses an image over 5 MB and a document over 10 MB (413), a type its bytes do not allow (415), a file without title or unreadable (422)', async () => {
    const bigImage = await upload({ kind: 'image', title: 'Trop grande', content: b64(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) });
    expect(bigImage.status).toBe(413);
    expect(bigImage.body.message).toBe('Fichier trop volumineux\u00a0: 5\u00a0Mo au plus');
    const bigDocument = await upload({ kind: 'document', title: 'Trop gros', content: b64(pdfOf(10 * 1024 * 1024 + 1)) });
    expect(bigDocument.status).toBe(413);
    expect(bigDocument.body.message).toBe('Fichier trop volumineux\u00a0: 10\u00a0Mo au plus');

    const pdfAsImage = await upload({ kind: 'image', title: 'Plan', content: b64(PDF) });
    expect(pdfAsImage.status).toBe(415);
    expect(pdfAsImage.body.message).toBe('Type de fichier refusé\u00a0: une photo doit être en JPEG, PNG ou WebP, un document en PDF');
    expect((await upload({ kind: 'document', title: 'Texte', content: b64(Buffer.from('bonjour, ceci est du texte')) })).status).toBe(415);

    const untitled = await upload({ kind: 'document', title: ' ', content: b64(PDF) });
    expect(untitled.status).toBe(422);
    expect(untitled.body.errors).toEqual({ title: ['Donnez un titre au fichier'] });
    const unreadable = await upload({ kind: 'document', title: 'Illisible', content: '%%%' });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors).toEqual({ content: ['Le contenu du fichier est illisible'] });
    const files = await t.call('GET', `/api/back-office/programmes/${residenceId}/files`, { token: lrpStaff });
    expect(files.body.data.map((file: { title: string }) => file.title)).not.toContain('Trop grande');
  });
});
