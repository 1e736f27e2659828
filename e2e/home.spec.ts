import { expect, test, type APIRequestContext } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { asEuros, asNumber, tileValue } from './support/figures';
import { login } from './support/login';
import { apiGet, apiToken } from './support/selling';
import { adviserId, expectedClients, expectedSales, openSeedCopy, periodEnd, periodStart, type SeedCopy } from './support/seed-figures';

// Figures are checked for the director, whose book no other journey changes.
const email = ACCOUNTS.directeur.email;
const me = adviserId(email);
let seed: SeedCopy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seed = await openSeedCopy();
});
test.afterAll(async () => seed?.close());

/**
 * Other journeys move the backend clock forward, which lapses seeded options. Which of the director's options are
 * still live is read from a second route, `GET options?status=live`; everything else comes from the seed copy.
 */
async function liveOptions(request: APIRequestContext) {
  const token = await apiToken(request, ACCOUNTS.directeur);
  const page = await apiGet<{ data: { data: { id: number }[] } }>(request, token, 'options?status=live&per_page=100');
  return sql`(${sql.join([-1, ...page.data.data.map((o) => o.id)].map((id) => sql`${id}`), sql`, `)})`;
}

test('the home shows what needs doing today and the adviser’s sales, clients and residences', async ({ page, request }) => {
  test.setTimeout(180_000);
  await login(page, ACCOUNTS.directeur, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Philippe Garnier' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accès rapides' })).toHaveCount(0);

  const today = page.getByRole('region', { name: "À traiter aujourd'hui" });
  const live = await liveOptions(request);
  const expiring = await seed.rows<{ reference: string; name: string }>(sql`
    select l.reference, r.name from options o join lots l on l.id = o.lot_id join residences r on r.id = l.residence_id
    where o.adviser_id = ${me} and o.id in ${live} and o.status = 'placed' and o.expires_at > now() and o.expires_at <= now() + interval '48 hours'
    order by o.expires_at, o.id`);
  const optionsCard = today.getByRole('region', { name: 'Options qui expirent sous 48 h' });
  if (expiring.length === 0) await expect(optionsCard.getByText("Aucune option n'expire dans les 48 heures.")).toBeVisible();
  else await expect(optionsCard.getByRole('listitem')).toHaveCount(expiring.length);
  for (const option of expiring) await expect(optionsCard.getByText(`Lot ${option.reference} – ${option.name}`)).toBeVisible();

  const [kyc] = await seed.rows<{ n: number }>(sql`
    select count(*)::int as n from kyc_document_types t
    left join kyc_documents d on d.document_type = t.key and d.user_id = ${me}
    where t.required and (t.brands is null or t.brands @> '["lrp"]') and (d.id is null or d.state in ('NON RECU', 'KO'))`);
  const kycCard = today.getByRole('region', { name: 'Documents KYC à envoyer' });
  if (kyc.n === 0) await expect(kycCard.getByText('Vos documents KYC sont à jour.')).toBeVisible();
  else await expect(kycCard.getByRole('listitem')).toHaveCount(kyc.n);

  const unread = await seed.rows<{ subject: string; n: number }>(sql`
    select t.subject, count(*)::int as n from threads t join messages m on m.thread_id = t.id
    where t.user_id = ${me} and m.author_role = 'staff' and m.read_at is null group by t.id order by t.id`);
  const messagesCard = today.getByRole('region', { name: 'Messages non lus' });
  await expect(messagesCard.getByRole('listitem')).toHaveCount(unread.length);
  for (const thread of unread) {
    await expect(messagesCard.getByRole('listitem').filter({ hasText: thread.subject })).toContainText(`${thread.n} non lu`);
  }

  const sales = await expectedSales(seed, email, 12);
  const salesBlock = page.getByRole('region', { name: 'Mes ventes sur 12 mois' });
  await expect(tileValue(salesBlock, 'Ventes')).toHaveText(asNumber(sales.ventes));
  await expect(tileValue(salesBlock, 'Montant')).toHaveText(asEuros(sales.montant));
  await expect(tileValue(salesBlock, 'Commission')).toHaveText(asEuros(sales.commission));
  const clients = await expectedClients(seed, email);
  const clientsBlock = page.getByRole('region', { name: 'Mes clients' });
  await expect(tileValue(clientsBlock, 'Clients')).toHaveText(asNumber(clients.clients));
  await expect(tileValue(clientsBlock, 'Avec une vente sur 12 mois')).toHaveText(asNumber(clients.acheteurs));
  await expectNoSeriousA11yViolations(page);
});

test('a residence of the home block opens its dashboard with the adviser’s figures', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Residences of the brand the director sees where they hold live options or reservations, or sold in 12 months.
  const live = await liveOptions(request);
  const residences = await seed.rows<{ id: number; name: string; lots: number; options: number; sales: number }>(sql`
    with activity as (
      select l.residence_id,
             count(*) filter (where a.kind = 'option')::int as options,
             count(*) filter (where a.kind = 'reservation')::int as reservations,
             count(*) filter (where a.kind = 'sale')::int as sales,
             coalesce(sum(a.amount) filter (where a.kind = 'sale'), 0)::int as amount
      from (
        select 'option' as kind, lot_id, 0 as amount from options where adviser_id = ${me} and id in ${live}
        union all select 'reservation', lot_id, 0 from reservations where adviser_id = ${me} and status not in ('withdrawn', 'cancelled')
        union all select 'sale', lot_id, amount from sales where adviser_id = ${me} and lot_id is not null and status <> 'cancelled'
          and created_at >= ${periodStart(12)} and created_at < ${periodEnd}
      ) a join lots l on l.id = a.lot_id group by l.residence_id)
    select r.id, r.name, (select count(*)::int from lots where residence_id = r.id) as lots, a.options, a.sales
    from activity a join residences r on r.id = a.residence_id
    where r.published and (r.brands is null or r.brands @> '["lrp"]')
    order by a.amount desc, a.options desc, r.name, r.id limit 6`);
  expect(residences.length).toBeGreaterThan(0);

  await login(page, ACCOUNTS.directeur, '/');
  const block = page.getByRole('region', { name: 'Mes résidences' });
  // The page renders after the login step: give a loaded machine time before counting.
  await expect(block).toBeVisible({ timeout: 30_000 });
  await expect(block.getByRole('listitem')).toHaveCount(residences.length);
  await expect(block.getByRole('link').filter({ hasText: /./ })).toHaveText(residences.map((r) => r.name));

  const first = residences[0];
  await block.getByRole('link', { name: `Tableau de bord de ${first.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/residence/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Tableau de bord – ${first.name}` })).toBeVisible();
  await expect(tileValue(page, 'Lots de la résidence')).toHaveText(String(first.lots));
  await expect(tileValue(page, 'Mes options en cours')).toHaveText(String(first.options));
  await expect(tileValue(page, 'Mes ventes sur la période')).toHaveText(String(first.sales));
  await expect(page.getByRole('img', { name: /^Lots par statut – / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Période' }).selectOption('3m');
  await expect(page).toHaveURL(new RegExp(`/dashboard/residence/${first.id}\\?periode=3m$`));
  await expect(page.getByRole('combobox', { name: 'Période' })).toHaveValue('3m');

  await page.goto(brandUrl('lrp', '/dashboard/residence/999999'));
  await expect(page.getByText("Cette page n'existe pas")).toBeVisible();
});
