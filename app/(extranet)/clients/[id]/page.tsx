import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { clientReservations, getClient } from '@/lib/partner/clients';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ClientDetail } from '../_components/client-detail';

/** One read per request, shared by the metadata and the page. */
const loadClient = cache((token: string, id: number) => load(getClient(token, id), { notFoundOn404: true }));

export async function generateMetadata({ params }: PageProps<'/clients/[id]'>) {
  const id = parseId((await params).id);
  const [t, client] = await Promise.all([getTranslations('clients'), loadClient((await requireSession()).accessToken, id)]);
  return { title: client.ok ? `${client.value.data.prenom} ${client.value.data.nom}` : t('title') };
}

// GET /clients/{id} – a client's card: details, denunciation, options and reservations
export default async function Page({ params }: PageProps<'/clients/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const [te, client, reservations] = await Promise.all([
    getTranslations('errors'),
    loadClient(session.accessToken, id),
    load(clientReservations(session.accessToken, id)),
  ]);
  if (!client.ok) return <ErrorNotice title={te('title')} message={te('contacts')} />;
  return (
    <>
      {!reservations.ok && <ErrorNotice title={te('title')} message={te('reservationData')} />}
      <ClientDetail client={client.value.data} reservations={reservations.ok ? reservations.value.data : []} />
    </>
  );
}
