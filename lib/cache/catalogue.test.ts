import { describe, expect, it, vi } from 'vitest';
import type { Lot, ResidenceCard } from '@/lib/partner/programmes';
import type { PartnerCaller } from '@/lib/partner/client';
import { parseProgrammeFilters } from '@/lib/programmes/filter-parsing';

const listCalls: PartnerCaller[] = [];
const card = (id: number) => ({ id, name: `Résidence ${id}`, is_favorite: false }) as ResidenceCard;

// Next's data cache needs a running server; here each read goes to the (mocked) partner API.
vi.mock('next/cache', () => ({ unstable_cache: (read: unknown) => read }));
vi.mock('@/lib/partner/programmes', async (original) => ({
  ...(await original<typeof import('@/lib/partner/programmes')>()),
  getLotGrid: async () => ['B10', 'A2', 'B2', 'A10'].map((reference, index) => ({ id: index + 1, reference }) as Lot),
  listResidences: async (caller: PartnerCaller, { type }: { type?: string }) => {
    listCalls.push(caller);
    if (type === 'impact') return { subscribe: true, message: 'Abonnez-vous' };
    return { data: { total: 3, current_page: 1, data: [card(1), card(2), card(3)] } };
  },
}));
vi.mock('@/lib/partner/favorites', () => ({ getFavoriteIds: async () => ({ residences: [2, 9], funds: [5] }) }));

const { lotGridOf, residenceListOf } = await import('./catalogue');

describe('lotGridOf', () => {
  it('answers a residence’s lots packed in the grid’s first order, references read as the French collator reads them', async () => {
    // Without a catalogue scope the read goes straight to the partner API (here the mocked answer above).
    const lots = await lotGridOf(null, 'jeton', 1);
    expect(lots.rows.map(([, reference]) => reference)).toEqual(['A2', 'A10', 'B2', 'B10']);
  });
});

describe('residenceListOf', () => {
  it('reads a browsed list as the scope’s shared page and marks the adviser’s own favourites on it', async () => {
    listCalls.length = 0;
    const list = await residenceListOf('is', 'jeton', 'neuf', parseProgrammeFilters({ typologie: 'T2', disponible: '1', page: '2' }));
    expect(listCalls).toEqual([{ catalogueScope: 'is' }]);
    expect(list).toMatchObject({ data: { total: 3 } });
    const cards = 'data' in list ? list.data.data : [];
    expect(cards.map((row) => [row.id, row.is_favorite])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('reads a search with a typed value, or any list without a scope, with the adviser’s own token', async () => {
    listCalls.length = 0;
    await residenceListOf('is', 'jeton', 'neuf', parseProgrammeFilters({ lieu: 'Gironde' }));
    await residenceListOf('is', 'jeton', undefined, parseProgrammeFilters({ prix_max: '300000' }));
    await residenceListOf(null, 'jeton', 'neuf', parseProgrammeFilters({}));
    expect(listCalls).toEqual(['jeton', 'jeton', 'jeton']);
  });

  it('passes a subscription refusal on as it came', async () => {
    expect(await residenceListOf('is', 'jeton', 'impact', parseProgrammeFilters({}))).toEqual({ subscribe: true, message: 'Abonnez-vous' });
  });
});
