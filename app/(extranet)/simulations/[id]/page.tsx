import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { getSimulation } from '@/lib/partner/simulations';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { SimulationResultView } from '../_components/simulation-result';

export async function generateMetadata({ params }: PageProps<'/simulations/[id]'>) {
  return { title: (await getTranslations('simulation.result'))('title', { id: parseId((await params).id) }) };
}

// GET /simulations/{id} – the url_simulation of POST simulation: cash flow, yields, tax effect, loan schedule, PDF
export default async function Page({ params }: PageProps<'/simulations/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const [te, simulation] = await Promise.all([getTranslations('errors'), load(getSimulation(session.accessToken, id), { notFoundOn404: true })]);
  if (!simulation.ok) return <ErrorNotice title={te('title')} message={te('simulation')} />;
  return <SimulationResultView simulation={simulation.value.data} />;
}
