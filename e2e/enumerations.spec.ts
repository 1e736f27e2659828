import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken } from './support/selling';

test('the client form offers the civilités the API’s enumeration lists', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.lci);
  const civilites = await apiGet<{ data: { value: string; label: string }[] }>(request, token, 'web-content/enums/civilites');

  await login(page, ACCOUNTS.lci, '/clients');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  await dialog.getByRole('combobox', { name: 'Civilité' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(civilites.data.map((choice) => choice.label));
  await page.getByRole('listbox').getByRole('option', { name: 'Madame' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Civilité' })).toHaveValue('Madame');
});
