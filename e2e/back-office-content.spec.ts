import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';
import { goTo } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

test('staff publishes a news item with the editor; the brand’s adviser reads it on the home page and on its own page', async ({ pageFor }) => {
  test.setTimeout(150_000);
  const staff = await pageFor();
  await staffLogin(staff, STAFF.lrp, '/back-office/content');
  await expect(staff.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  await staff.getByRole('link', { name: 'Nouveau contenu' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Nouveau contenu' })).toBeVisible();
  const title = `Ouverture des ventes à Nantes ${Date.now()}`;
  await staff.getByRole('textbox', { name: 'Titre' }).fill(title);
  await staff.getByRole('textbox', { name: 'Résumé' }).fill('Les lots de la résidence ouvrent lundi.');
  const editor = staff.getByRole('textbox', { name: 'Contenu' });
  await editor.click();
  await staff.getByRole('button', { name: 'Gras' }).click();
  await editor.pressSequentially('Trente lots');
  await staff.getByRole('button', { name: 'Gras' }).click();
  await editor.pressSequentially(' du T2 au T4, livraison en 2028.');
  await staff.getByRole('switch', { name: 'Publié : visible des conseillers' }).check();
  await expectNoSeriousA11yViolations(staff);

  await staff.getByRole('tab', { name: 'Aperçu' }).click();
  const preview = staff.getByRole('tabpanel', { name: 'Aperçu' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Trente lots' })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  await staff.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(staff.getByText('Contenu enregistré')).toBeVisible();
  await expect(staff).toHaveURL(/\/back-office\/content\/\d+$/);
  await goTo(staff, '/back-office/content?kind=news');
  await expect(staff.getByRole('row').filter({ hasText: title }).getByText('Publié', { exact: true })).toBeVisible();

  // The director of lrp has complete documents: no documents modal over the home page.
  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.directeur);
  const news = adviser.getByRole('region', { name: 'Actualités' });
  await expect(news.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await news.getByRole('link', { name: `Consulter « ${title} »` }).click();
  await expect(adviser.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adviser.locator('article strong', { hasText: 'Trente lots' })).toBeVisible();
  await expectNoSeriousA11yViolations(adviser);

  await goTo(staff, '/back-office/audit?q=content.publish');
  await expect(staff.getByRole('cell', { name: 'Contenu publié' }).first()).toBeVisible();
});
