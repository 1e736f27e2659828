import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { getStaffProfile } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { ContentForm } from '../_components/content-form';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice.content'))('createTitle') };
}

// GET /back-office/content/new – write a news item, webinar, training or guide
export default async function Page() {
  const session = await requireStaffSession();
  const [t, te, profile] = await Promise.all([getTranslations('backOffice.content'), getTranslations('errors'), load(getStaffProfile(session.accessToken))]);
  return (
    <Stack gap="lg">
      <ButtonLink href="/back-office/content" variant="subtle" size="sm" style={{ width: 'fit-content' }}>
        {t('back')}
      </ButtonLink>
      <Title order={1}>{t('createTitle')}</Title>
      {profile.ok ? <ContentForm brands={profile.value.data.brands} /> : <ErrorNotice title={te('title')} message={te('generic')} />}
    </Stack>
  );
}
