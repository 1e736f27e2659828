import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken } from './support/selling';

type AgendaItem = { id: number; title: string; starts_at: string; duration_minutes: number | null };

/** RFC 5545 UTC date-time, as DTSTART carries it: 2026-12-03T09:30:00.000Z → 20261203T093000Z. */
const icsDate = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('the agenda lists events and webinars to come; "Ajouter à mon agenda" downloads an iCalendar event at the right date', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.lci);
  const agenda = await apiGet<{ data: { data: AgendaItem[] } }>(request, token, 'agenda?per_page=50');
  const first = agenda.data.data[0];

  await login(page, ACCOUNTS.lci, '/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: first.title, exact: true }) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Ajouter à mon agenda : « ${first.title} » (fichier .ics)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^(evenement|webinaire)-\d+\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${icsDate(first.starts_at)}`);
  expect(ics).toContain(`SUMMARY:${first.title}`);
  expect(ics).toContain('END:VEVENT');
});
