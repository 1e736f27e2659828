import { describe, expect, it } from 'vitest';
import { contentItems } from '../db/schema';
import { sellingTestApp } from '../test/harness';

const { t, f } = sellingTestApp();

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe('agenda', () => {
  it('lists events and webinars to come, the next first, and gives each as an iCalendar file', async () => {
    const a = await f.adviser('agenda@is.demo');
    const published = new Date();
    const [soon] = await t.db
      .insert(contentItems)
      .values([
        { kind: 'webinar', title: 'Webinaire fiscalité', summary: 'Loi de finances', startsAt: new Date('2099-03-14T09:30:00Z'), durationMinutes: 45, publishedAt: published },
        { kind: 'event', title: 'Salon Patrimonia', summary: 'Lyon', startsAt: new Date('2099-05-02T08:00:00Z'), publishedAt: published },
        { kind: 'event', title: 'Passé', summary: 'Fini', startsAt: inDays(-10), publishedAt: published },
        { kind: 'news', title: 'Actualité', summary: 'Rien à voir', publishedAt: published },
      ])
      .returning();

    const list = await t.call('GET', '/api/agenda', { token: a.token });
    expect(list.body.data.data.map((i: { title: string }) => i.title)).toEqual(['Webinaire fiscalité', 'Salon Patrimonia']);

    const res = await t.app.request(`/api/agenda/${soon.id}/ics`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="webinaire-${soon.id}.ics"; filename*=UTF-8''webinaire-${soon.id}.ics`);
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20990314T093000Z');
    expect(ics).toContain('DURATION:PT45M');
    expect(ics).toContain('SUMMARY:Webinaire fiscalité');
    expect(ics).toContain(`UID:webinar-${soon.id}@is.localhost`);
  });

  it('answers 404 for content that is not an event of the caller’s brand, 422 for a bad id', async () => {
    const a = await f.adviser('agenda-bad@is.demo');
    const [news, otherBrand] = await t.db
      .insert(contentItems)
      .values([
        { kind: 'news', title: 'Actualité', summary: '…', publishedAt: new Date() },
        { kind: 'event', brandCode: 'lrp', title: 'Réservé LRP', summary: '…', startsAt: inDays(3), publishedAt: new Date() },
      ])
      .returning();
    expect((await t.call('GET', `/api/agenda/${news.id}/ics`, { token: a.token })).status).toBe(404);
    expect((await t.call('GET', `/api/agenda/${otherBrand.id}/ics`, { token: a.token })).status).toBe(404);
    expect((await t.call('GET', '/api/agenda/x/ics', { token: a.token })).status).toBe(422);
  });
});
