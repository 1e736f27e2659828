import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { getFund, listFundModels } from '@/lib/partner/funds';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { FundDetail } from '../_components/fund-detail';

/** One read per request, shared by the metadata and the page. */
const loadFund = cache((token: string, id: number) => load(getFund(token, id), { notFoundOn404: true }));

export async function generateMetadata({ params }: PageProps<'/fonds/[id]'>) {
  const id = parseId((await params).id);
  const [t, fund] = await Promise.all([getTranslations('funds'), loadFund((await requireSession()).accessToken, id)]);
  return { title: fund.ok ? fund.value.name : t('title') };
}

// GET /fonds/{id} – a fund with its allocation models and documents
export default async function Page({ params }: PageProps<'/fonds/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const [t, te, fund, models] = await Promise.all([
    getTranslations('funds'),
    getTranslations('errors'),
    loadFund(session.accessToken, id),
    load(listFundModels(session.accessToken, id)),
  ]);
  if (!fund.ok) {
    return (
      <>
        <ErrorNotice title={te('title')} message={te('fund')} />
        <ButtonLink href="/fonds" variant="subtle" style={{ paddingInline: 0 }}>
          {t('detail.back')}
        </ButtonLink>
      </>
    );
  }
  return <FundDetail fund={models.ok ? { ...fund.value, models: models.value } : fund.value} />;
}
