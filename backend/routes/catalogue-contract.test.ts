// First: the API's modules give zod its .openapi() before the contract's schemas are built.
import { createTestApp } from '../test/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentPageSchema } from '../../contract/content';
import { dashboardFiguresSchema, residenceDashboardSchema } from '../../contract/dashboard';
import { favoritePageSchema, favoriteToggleSchema } from '../../contract/favorites';
import { fundDetailSchema, fundListSchema } from '../../contract/funds';
import { homeBlockSchema, homeBusinessSchema } from '../../contract/home';
import { laravelPageSchema } from '../../contract/paging';
import {
  filterOptionsSchema,
  lotDetailSchema,
  lotGridSchema,
  pointOfInterestSchema,
  residenceCardSchema,
  residenceDetailSchema,
  residenceStateSchema,
} from '../../contract/programmes';
import { globalSearchResultSchema, locationSearchResultSchema } from '../../contract/search';
import { statsPageSchema } from '../../contract/stats-report';
import { catalogueFixtures } from '../test/catalogue-fixtures';

// The BFF checks every answer against these schemas: the reference API must give exactly what they describe.
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo', subscriptions: ['stats'] });
  const catalogue = catalogueFixtures(t.db);
  const residence = await catalogue.residence({ name: 'Les Jardins du Parc', type: 'neuf' });
  const lots = await catalogue.lots(residence.id, 3, (i) => ({ status: i === 0 ? 'sold' : 'available' }));
  const fund = await catalogue.fund({ name: 'Pierre Rendement' });
  Object.assign(ids, { residence: residence.id, lot: lots[0].id, fund: fund.id });
  token = await t.tokenFor('conseiller@lrp.demo');
});
afterAll(() => t.close());

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

async function answer(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.call(method, url, { token, body });
  expect(res.status).toBe(200);
  return res.body;
}

describe('catalogue answers and their contract', () => {
  it('answers programmes, lots, their live state and surroundings as contract/programmes.ts describes them', async () => {
    dataOf(laravelPageSchema(residenceCardSchema)).parse(await answer('GET', '/api/residences/neuf'));
    dataOf(filterOptionsSchema).parse(await answer('GET', '/api/residences/filtres'));
    dataOf(residenceDetailSchema).parse(await answer('GET', `/api/residence/${ids.residence}`));
    dataOf(lotGridSchema).parse(await answer('GET', `/api/residence/${ids.residence}/grille-lots`));
    dataOf(z.array(pointOfInterestSchema)).parse(await answer('GET', `/api/residence/${ids.residence}/points-interet`));
    dataOf(lotDetailSchema).parse(await answer('GET', `/api/lot/${ids.lot}`));
  });

  it('gives in the live state only what changes of each lot of the grid', async () => {
    const grid = lotGridSchema.parse((await answer('GET', `/api/residence/${ids.residence}/grille-lots`)).data);
    const state = await answer('GET', `/api/residence/${ids.residence}/etat`);
    expect(dataOf(residenceStateSchema.strict()).safeParse(state).success).toBe(true);
    expect(state.data.lots).toEqual(grid.lots.map(({ id, status }) => ({ id, status })));
  });

  it('answers funds, favourites and searches as their contract files describe them', async () => {
    fundListSchema.parse(await answer('GET', '/api/fonds'));
    dataOf(fundDetailSchema).parse(await answer('GET', `/api/fonds/${ids.fund}`));
    dataOf(favoriteToggleSchema).parse(await answer('POST', `/api/favorites/${ids.residence}/toggle`));
    favoritePageSchema.parse(await answer('GET', '/api/favorites'));
    dataOf(globalSearchResultSchema).parse(await answer('POST', '/api/global-search', { query: 'Jardins' }));
    dataOf(locationSearchResultSchema).parse(await answer('POST', '/api/residence/search-by-location', { all: true }));
  });

  it('answers the home, dashboards, statistics and content lists as their contract files describe them', async () => {
    dataOf(z.array(homeBlockSchema)).parse(await answer('GET', '/api/accueil'));
    dataOf(homeBusinessSchema).parse(await answer('GET', '/api/accueil/business'));
    dataOf(dashboardFiguresSchema).parse(await answer('GET', '/api/dashboard'));
    dataOf(residenceDashboardSchema).parse(await answer('GET', `/api/dashboard/residence/${ids.residence}`));
    statsPageSchema.parse(await answer('GET', '/api/stats/ventes'));
    contentPageSchema.parse(await answer('GET', '/api/actualites'));
  });
});
