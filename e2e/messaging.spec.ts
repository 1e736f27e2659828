import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiUrl, brandUrl } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

const adviser = ACCOUNTS.icm;
const staffMember = STAFF.icm;

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(apiUrl(path), { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), path).toBe(201);
  return (await res.json()) as { data: { id: number } };
}

/** What the partner API counts as unread in the thread, for the adviser and for the team. */
async function adviserUnread(request: APIRequestContext, token: string, id: number) {
  const page = await apiGet<{ data: { data: { id: number; unread: number }[] } }>(request, token, 'messages/threads?per_page=100');
  return page.data.data.find((thread) => thread.id === id)?.unread;
}
async function teamUnread(request: APIRequestContext, token: string, id: number) {
  const inbox = await apiGet<{ data: { id: number; unread: boolean }[] }>(request, token, 'back-office/messages/threads');
  return inbox.data.find((thread) => thread.id === id)?.unread;
}

/** Points at the link as a hand would: Next prefetches the page behind it, which must not count as reading it. */
async function hoverAndSettle(page: Page, link: ReturnType<Page['getByRole']>) {
  await link.hover();
  await page.waitForLoadState('networkidle');
}

test('a conversation stays unread while its links are shown and prefetched, and becomes read once opened, for the adviser and for the team', async ({ pageFor, request }) => {
  test.setTimeout(150_000);
  const subject = `Calendrier des appels de fonds ${Date.now()}`;
  const adviserToken = await apiToken(request, adviser);
  const staffToken = await apiToken(request, staffMember);
  const { id } = (await post(request, adviserToken, 'messages/threads', { subject, body: 'Pouvez-vous m’envoyer le calendrier ?' })).data;
  await post(request, staffToken, `back-office/messages/threads/${id}`, { body: 'Le voici : 30 % à la signature, le solde à la livraison.' });

  const page = await pageFor();
  await login(page, adviser, '/');
  const card = page.getByRole('region', { name: "À traiter aujourd'hui" }).getByRole('region', { name: 'Messages non lus' });
  const onHome = card.getByRole('listitem').filter({ hasText: subject });
  await expect(onHome).toContainText('1 non lu');
  await hoverAndSettle(page, onHome.getByRole('link', { name: subject }));
  await page.goto(brandUrl(adviser.brand, '/messagerie'));
  await hoverAndSettle(page, page.getByRole('link', { name: subject }));
  expect(await adviserUnread(request, adviserToken, id)).toBe(1);

  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect.poll(() => adviserUnread(request, adviserToken, id)).toBe(0);
  // The team read the thread when it answered; the adviser's reply makes it new to the team again.
  await page.getByLabel('Votre réponse').fill('Merci, je le transmets au client.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, je le transmets au client.')).toBeVisible();
  await page.goto(brandUrl(adviser.brand, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  const staff = await pageFor();
  await staffLogin(staff, staffMember);
  await staff.goto(brandUrl(staffMember.brand, '/back-office/messages'));
  const row = staff.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Non lu')).toBeVisible();
  await hoverAndSettle(staff, row.getByRole('link', { name: subject }));
  expect(await teamUnread(request, staffToken, id)).toBe(true);

  await row.getByRole('link', { name: subject }).click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect.poll(() => teamUnread(request, staffToken, id)).toBe(false);
});
