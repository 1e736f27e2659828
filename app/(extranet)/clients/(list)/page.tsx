import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { listClients } from '@/lib/partner/clients';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { searchQuerySchema } from '@/contract/text';
import { ClientsTable } from '../_components/clients-table';

export async function generateMetadata() {
  return { title: (await getTranslations('clients'))('title') };
}

const pageOf = (raw: string | string[] | undefined) => (typeof raw === 'string' && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1);

// GET /clients – the adviser's clients (menu key clients), searchable, 20 a page
export default async function Page({ searchParams }: PageProps<'/clients'>) {
  const query = await searchParams;
  const raw = typeof query.search === 'string' ? query.search.slice(0, 100) : '';
  const parsed = searchQuerySchema.safeParse(raw);
  const search = parsed.success ? parsed.data : '';
  const session = await requireSession();
  const [te, clients] = await Promise.all([
    getTranslations('errors'),
    load(listClients(session.accessToken, { search: search || undefined, page: pageOf(query.page), per_page: 20 })),
  ]);
  return (
    <>
      {!clients.ok && <ErrorNotice title={te('title')} message={te('contacts')} />}
      <ClientsTable
        page={clients.ok ? clients.value.data : null}
        search={search}
        searchError={parsed.success ? undefined : parsed.error.issues[0].message}
      />
    </>
  );
}
