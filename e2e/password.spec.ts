import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl, DEMO_PASSWORD } from './support/accounts';
import { fillLogin, login } from './support/login';
import { countMailsTo, waitForResetLink } from './support/mailbox';

// These journeys change passwords: they run in order, each on an account no other spec logs in with.
test.describe.configure({ mode: 'serial' });

const LONG_RULE =
  'Le mot de passe doit contenir au minimum 12 caractères et maximum 25 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial';
const STRONG_AFTER_WEAK = 'Tilleul-Vermeil-48#';
const STRONG_AFTER_RESET = 'Grenat-Boussole-73%';
const ACTIVATED = 'Faubourg-Ocelot-29&';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** After a reset the page goes home, then reloads once (SPEC §4): wait for that reload before typing. */
async function waitForHomeReload(page: Page, brand: 'is' | 'lrp') {
  await page.waitForURL(brandUrl(brand, '/'), { timeout: 10_000 });
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
}

test('the weak-password modal blocks until the password is changed, refusing a common password', async ({ page }) => {
  await login(page, ACCOUNTS.faible);
  const modal = page.getByRole('dialog', { name: 'Pour des raisons de sécurité, veuillez mettre à jour votre mot de passe' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /fermer/i })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await modal.getByRole('button', { name: 'Cliquez ici pour modifier votre mot de passe' }).click();
  await modal.getByRole('button', { name: 'Modifier' }).click();
  await expect(modal.getByText('Entrez votre mot de passe actuel')).toBeVisible();
  await expect(modal.getByText('Entrez votre nouveau mot de passe')).toBeVisible();
  await expect(modal.getByText('Entrez la confirmation du nouveau mot de passe')).toBeVisible();

  await modal.getByLabel('Mot de passe actuel').fill(DEMO_PASSWORD);
  await modal.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('court');
  await modal.getByLabel('Confirmation du nouveau mot de passe').fill('autre');
  await modal.getByRole('button', { name: 'Modifier' }).click();
  await expect(modal.getByText(LONG_RULE)).toBeVisible();
  await expect(modal.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible();

  await modal.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Azerty123456!');
  await modal.getByLabel('Confirmation du nouveau mot de passe').fill('Azerty123456!');
  await modal.getByRole('button', { name: 'Modifier' }).click();
  await expect(modal.getByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeVisible();

  await modal.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(STRONG_AFTER_WEAK);
  await modal.getByLabel('Confirmation du nouveau mot de passe').fill(STRONG_AFTER_WEAK);
  await modal.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Mot de passe modifié avec succès').first()).toBeVisible();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(modal).toBeHidden();
});

test('a forgotten password is reset by following the mailed link, once only', async ({ page }) => {
  const before = await countMailsTo(ACCOUNTS.faible.email);
  await page.goto(brandUrl('lrp'));
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).or(page.getByRole('link', { name: 'Mot de passe oublié ?' })).click();
  await expect(page.getByRole('heading', { name: 'Réinitialisez votre mot de passe' })).toBeVisible();
  await page.getByLabel('Email').fill(ACCOUNTS.faible.email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Nous vous avons envoyé un lien afin de réinitialiser votre mot de passe')).toBeVisible();

  const link = await waitForResetLink(ACCOUNTS.faible.email, before);
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.faible.email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /valider|réinitialiser|envoyer/i }).click();
  await expect(page.getByText('Entrez votre nouveau mot de passe')).toBeVisible();
  await expect(page.getByText('Entrez la confirmation du mot de passe')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(STRONG_AFTER_RESET);
  await page.getByLabel(/Confirmation/).fill(STRONG_AFTER_RESET);
  await page.getByRole('button', { name: /valider|réinitialiser|envoyer/i }).click();
  await expect(page.getByText('Votre mot de passe a été réinitialisé')).toBeVisible();
  await waitForHomeReload(page, 'lrp');

  await fillLogin(page, ACCOUNTS.faible.email, STRONG_AFTER_RESET);
  await expect(mainMenu(page)).toBeVisible({ timeout: 20_000 });

  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Autre-Essai-Valide-55!');
  await page.getByLabel(/Confirmation/).fill('Autre-Essai-Valide-55!');
  await page.getByRole('button', { name: /valider|réinitialiser|envoyer/i }).click();
  await expect(page.getByText('Ce lien est invalide ou a expiré.')).toBeVisible();
});

test('a first visit activates the account through the mailed link', async ({ page }) => {
  const before = await countMailsTo(ACCOUNTS.nouveau.email);
  await page.goto(brandUrl('is'));
  await page.getByRole('button', { name: 'Première visite' }).or(page.getByRole('link', { name: 'Première visite' })).click();
  await expect(page.getByRole('heading', { name: 'Première visite ?' })).toBeVisible();
  await page.getByLabel('Email').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Email non conforme')).toBeVisible();
  await page.getByLabel('Email').fill(ACCOUNTS.nouveau.email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Nous vous avons envoyé un lien afin d\'activer votre compte')).toBeVisible();

  const link = await waitForResetLink(ACCOUNTS.nouveau.email, before);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(ACTIVATED);
  await page.getByLabel(/Confirmation/).fill(`${ACTIVATED}x`);
  await page.getByRole('button', { name: /valider|réinitialiser|envoyer/i }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel(/Confirmation/).fill(ACTIVATED);
  await page.getByRole('button', { name: /valider|réinitialiser|envoyer/i }).click();
  await expect(page.getByText('Votre mot de passe a été réinitialisé')).toBeVisible();
  await waitForHomeReload(page, 'is');
  await fillLogin(page, ACCOUNTS.nouveau.email, ACTIVATED);
  await expect(mainMenu(page)).toBeVisible({ timeout: 20_000 });
});

test('an unknown email gets the same activation answer and no mail', async ({ page }) => {
  const email = 'personne@inconnu.demo';
  await page.goto(brandUrl('is', '/?premiere-connexion'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Nous vous avons envoyé un lien afin d\'activer votre compte')).toBeVisible();
  expect(await countMailsTo(email)).toBe(0);
});
