import 'server-only';
import { z } from 'zod';
import { globalSearchBodySchema } from '@/contract/search';
import { idSchema } from '@/contract/ids';
import { textSchema } from '@/contract/text';
import { listAccounts } from '@/lib/partner/auth';
import { clientReservations, getClient, listClients } from '@/lib/partner/clients';
import { listContacts } from '@/lib/partner/contacts';
import { ENUM_NAMES, getEnum } from '@/lib/partner/enums';
import { listFavorites } from '@/lib/partner/favorites';
import { unreadNotifications } from '@/lib/partner/notifications';
import { getOptionLimits, listOptionneurs, listOptions, reservationDocuments } from '@/lib/partner/options';
import { getLot, listResidences } from '@/lib/partner/programmes';
import { lotGridOf } from '@/lib/cache/catalogue';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { globalSearch } from '@/lib/partner/search';
import { isSubscribeState } from '@/lib/partner/subscription';
import { parseProgrammeFilters } from '@/lib/programmes/filter-parsing';
import { RESIDENCE_TYPES } from '@/lib/programmes/filters';

/** One read: the query it accepts (from the URL, so text) and the partner calls that answer it with the caller's token. */
export type ClientRead<P extends z.ZodType = z.ZodType, T = unknown> = { query: P; load: (token: string, query: z.output<P>) => Promise<T> };

const read = <P extends z.ZodType, T>(query: P, load: (token: string, query: z.output<P>) => Promise<T>): ClientRead<P, T> => ({ query, load });
const noQuery = z.object({});
const oneRow = z.object({ id: z.coerce.number().pipe(idSchema) });

/**
 * What the browser reads after the page is drawn, each through GET /api/reads/{name}: server actions are for writes
 * only. Every read runs with the session's own token, so the API scopes it to the adviser.
 */
export const clientReads = {
  options: read(z.object({ status: z.string().regex(/^[a-z_]+(,[a-z_]+)*$/).max(100).optional() }), async (token, { status }) =>
    (await listOptions(token, { status, per_page: 100 })).data.data,
  ),
  optionDocuments: read(oneRow, async (token, { id }) => (await reservationDocuments(token, id)).data),
  optionLimits: read(noQuery, (token) => getOptionLimits(token)),
  optionneurs: read(noQuery, async (token) => (await listOptionneurs(token)).data),
  linkedAccounts: read(noQuery, async (token) =>
    (await listAccounts(token)).map(({ id, email, label, marque, current }) => ({ id, email, label, marque, current })),
  ),
  globalSearch: read(globalSearchBodySchema, (token, { query }) => globalSearch(token, query)),
  contacts: read(noQuery, async (token) => (await listContacts(token)).data),
  unreadNotifications: read(noQuery, (token) => unreadNotifications(token)),
  clientPicker: read(noQuery, async (token) => (await listClients(token, { per_page: 50 })).data.data),
  client: read(oneRow, async (token, { id }) => {
    const [client, reservations] = await Promise.all([getClient(token, id), clientReservations(token, id)]);
    return { client: client.data, reservations: reservations.data };
  }),
  /** How many programmes of each other category match a place typed on one category's list (none left out). */
  otherCategories: read(z.object({ type: z.enum(RESIDENCE_TYPES), location: textSchema().trim().min(1).max(100) }), async (token, { type, location }) => {
    const filters = parseProgrammeFilters({ lieu: location });
    const others = RESIDENCE_TYPES.filter((other) => other !== type);
    const lists = await Promise.all(others.map((other) => listResidences(token, { type: other, filters }).catch(() => null)));
    return others
      .map((other, index) => {
        const list = lists[index];
        return { type: other, count: list && !isSubscribeState(list) ? list.data.total : 0 };
      })
      .filter((entry) => entry.count > 0);
  }),
  favorites: read(noQuery, (token) => listFavorites(token)),
  enumChoices: read(z.object({ name: z.enum(ENUM_NAMES) }), (token, { name }) => getEnum(token, name)),
  lot: read(oneRow, (token, { id }) => getLot(token, id)),
  /**
   * A residence's lots as its catalogue describes them, for the grid past its first screen; their statuses are the
   * catalogue's, and the page's live ones replace them (components/programmes/residence-overview.tsx).
   */
  lotDescriptions: read(oneRow, async (token, { id }) => {
    const { catalogueScope } = await loadExtranetShell();
    return lotGridOf(catalogueScope, token, id);
  }),
};

type ClientReads = typeof clientReads;
export type ReadName = keyof ClientReads;
export type ReadQuery<N extends ReadName> = z.input<ClientReads[N]['query']>;
export type ReadData<N extends ReadName> = Awaited<ReturnType<ClientReads[N]['load']>>;
