import { getTranslations } from 'next-intl/server';
import { requireSession } from '@/lib/auth/session';
import { SimulationForm } from './_components/simulation-form';

export async function generateMetadata() {
  return { title: (await getTranslations('simulation'))('title') };
}

const amount = (raw: string | string[] | undefined) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

// GET /simulations – the purchase simulator (?prix=&loyer=&lot= prefill it from a lot)
export default async function Page({ searchParams }: PageProps<'/simulations'>) {
  await requireSession();
  const query = await searchParams;
  return <SimulationForm prefill={{ price: amount(query.prix), monthly_rent: amount(query.loyer), lot_id: amount(query.lot) }} />;
}
