import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { listOptions } from '@/lib/partner/options';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { OptionsBoard } from './_components/options-board';

export async function generateMetadata() {
  return { title: (await getTranslations('options'))('title') };
}

// GET /options – 'Mes options / réservations': live options with countdowns, then the history
export default async function Page() {
  const session = await requireSession();
  const [te, live] = await Promise.all([getTranslations('errors'), load(listOptions(session.accessToken, { status: 'live', per_page: 100 }))]);
  // A server component renders once per request: its time is what the countdowns hydrate from.
  // eslint-disable-next-line react-hooks/purity
  const renderedAt = Date.now();
  return (
    <>
      {!live.ok && <ErrorNotice title={te('title')} message={te('reservationData')} />}
      <OptionsBoard initialLive={live.ok ? live.value.data.data : []} renderedAt={renderedAt} />
    </>
  );
}
