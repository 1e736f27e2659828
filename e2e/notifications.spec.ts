import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { login } from './support/login';
import { apiToken } from './support/selling';

const STAFF = { email: 'staff@back-office.demo', brand: 'is' } as const;
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications, / });

/** The unread count the header badge announces. */
async function unreadInHeader(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return label.includes('aucune') ? 0 : Number(/(\d+) non lue/.exec(label)?.[1]);
}

test('a back-office answer is notified; marking it read lowers the header count, marking all read empties it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const subject = `Frais de notaire ${Date.now()}`;
  const adviserToken = await apiToken(request, ACCOUNTS.lci);
  const thread = await request.post(apiUrl('messages/threads'), {
    headers: { authorization: `Bearer ${adviserToken}` },
    data: { subject, body: 'Pouvez-vous me confirmer le montant des frais de notaire ?' },
  });
  expect(thread.status()).toBe(201);
  const staffToken = await apiToken(request, STAFF);
  const answer = await request.post(apiUrl(`back-office/messages/threads/${(await thread.json()).data.id}`), {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { body: 'Bonjour, ils sont estimés à 2,5 % du prix.' },
  });
  expect(answer.status()).toBe(201);

  await login(page, ACCOUNTS.lci, '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Le back-office vous a répondu : « ${subject} ».` });
  await expect(item.getByText('Non lue')).toBeVisible();
  await expect(bell(page)).not.toHaveAttribute('aria-label', 'Notifications, aucune non lue');
  const before = await unreadInHeader(page);
  expect(before).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  await item.getByRole('button', { name: 'Marquer comme lue : « Nouveau message »' }).click();
  await expect(item.getByText('Non lue')).toHaveCount(0);
  await expect.poll(() => unreadInHeader(page)).toBe(before - 1);

  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, aucune non lue');
  await expect(page.getByText('Aucune notification non lue')).toBeVisible();

  await page.reload();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, aucune non lue');
  await item.getByRole('link', { name: 'Voir : « Nouveau message »' }).click();
  await expect(page).toHaveURL(/\/messagerie\/\d+$/);
});
