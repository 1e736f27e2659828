import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { getFund, listFundModels } from '@/lib/partner/funds';
import { load, parseId } from '@/lib/load';
import { requireSession } from '@/lib/session';
import { FundDetail } from '../_components/fund-detail';

// GET /fonds/{id} – a fund with its allocation models and documents
export default async function Page({ params }: PageProps<'/fonds/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const [t, te, fund, models] = await Promise.all([
    getTranslations('funds'),
    getTranslations('errors'),
    load(getFund(session.accessToken, id), { notFoundOn404: true }),
    load(listFundModels(session.accessToken, id)),
  ]);
  if (!fund.ok) {
    return (
      <>
        <ErrorNotice title={te('title')} message={te('fund')} />
        <ButtonLink href="/fonds" variant="subtle" px={0}>
          {t('detail.back')}
        </ButtonLink>
      </>
    );
  }
  return <FundDetail fund={models.ok ? { ...fund.value, models: models.value } : fund.value} />;
}
