import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl, brandUrl } from './support/accounts';
import { login } from './support/login';
import { apiToken } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('staff answers with a PDF; the adviser downloads it from the thread, a file of another type is refused in French', async ({ pageFor, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request, ACCOUNTS.is);
  const subject = `Plan du lot ${Date.now()}`;
  const created = await request.post(apiUrl('messages/threads'), { headers: { authorization: `Bearer ${token}` }, data: { subject, body: 'Pouvez-vous m’envoyer le plan ?' } });
  expect(created.status()).toBe(201);
  const threadId = (await created.json()).data.id as number;

  const staff = await pageFor();
  await staffLogin(staff, STAFF.is, `/back-office/messages/${threadId}`);
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const reply = staff.getByRole('textbox', { name: 'Votre réponse' });
  const attach = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const [chooser] = await Promise.all([staff.waitForEvent('filechooser'), staff.getByRole('button', { name: /^Pièces jointes/ }).click()]);
    await chooser.setFiles(file);
  };

  await reply.fill('Voici une page web.');
  await attach({ name: 'page.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>pas un PDF</html>') });
  await staff.getByRole('button', { name: 'Répondre' }).click();
  await expect(staff.getByText('Pièce jointe refusée : PDF, JPEG ou PNG uniquement')).toBeVisible();

  await reply.fill('Le plan est joint.');
  await attach({ name: 'Plan du lot.pdf', mimeType: 'application/pdf', buffer: PDF });
  await staff.getByRole('button', { name: 'Répondre' }).click();
  await expect(staff.getByText('Réponse envoyée')).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Pièces jointes du message' }).getByText('Plan du lot.pdf')).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.is, `/messagerie/${threadId}`);
  const link = adviser.getByRole('link', { name: /^Télécharger Plan du lot\.pdf/ });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(adviser);
  const [download] = await Promise.all([adviser.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Plan du lot.pdf');

  // Another adviser, logged in on its own brand, gets 404 for the same file.
  const href = (await link.getAttribute('href'))!;
  const other = await pageFor();
  await login(other, ACCOUNTS.lci, '/');
  expect((await other.goto(brandUrl('lci', href)))?.status()).toBe(404);
});

test('staff download a file of a thread from the back office, bytes as sent; staff of another brand and advisers get 404, nobody logged in 401', async ({ pageFor, request }) => {
  test.setTimeout(150_000);
  const adviserToken = await apiToken(request, ACCOUNTS.is);
  const subject = `Notice du lot ${Date.now()}`;
  const created = await request.post(apiUrl('messages/threads'), { headers: { authorization: `Bearer ${adviserToken}` }, data: { subject, body: 'La notice, svp.' } });
  const threadId = (await created.json()).data.id as number;
  const answered = await request.post(apiUrl(`back-office/messages/threads/${threadId}`), {
    headers: { authorization: `Bearer ${await apiToken(request, STAFF.is)}` },
    data: { body: 'La notice est jointe.', attachments: [{ name: 'Notice du lot.pdf', content: PDF.toString('base64') }] },
  });
  expect(answered.status()).toBe(201);

  const staff = await pageFor();
  await staffLogin(staff, STAFF.is, `/back-office/messages/${threadId}`);
  const link = staff.getByRole('list', { name: 'Pièces jointes du message' }).getByRole('link', { name: /^Télécharger Notice du lot\.pdf/ });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  const [download] = await Promise.all([staff.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Notice du lot.pdf');
  expect(await readFile((await download.path())!)).toEqual(PDF);

  const href = (await link.getAttribute('href'))!;
  const otherStaff = await pageFor();
  await staffLogin(otherStaff, STAFF.lrp);
  expect((await otherStaff.goto(brandUrl('lrp', href)))?.status()).toBe(404);
  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.is, '/');
  expect((await adviser.goto(brandUrl('is', href)))?.status()).toBe(404);
  expect((await (await pageFor()).goto(brandUrl('is', href)))?.status()).toBe(401);
});
