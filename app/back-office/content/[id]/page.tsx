import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { getStaffProfile } from '@/lib/partner/back-office';
import { getStaffContent } from '@/lib/partner/back-office-content';
import { load, parseId } from '@/lib/page-data/load';
import { ContentForm } from '../_components/content-form';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice.content'))('title') };
}

// GET /back-office/content/{id} – change an item, publish it or take it back
export default async function Page({ params }: PageProps<'/back-office/content/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireStaffSession();
  const [t, te, item, profile] = await Promise.all([
    getTranslations('backOffice.content'),
    getTranslations('errors'),
    load(getStaffContent(session.accessToken, id), { notFoundOn404: true }),
    load(getStaffProfile(session.accessToken)),
  ]);
  return (
    <Stack gap="lg">
      <ButtonLink href="/back-office/content" variant="subtle" size="sm" style={{ width: 'fit-content' }}>
        {t('back')}
      </ButtonLink>
      {item.ok && profile.ok ? (
        <>
          <Title order={1}>{t('editTitle', { title: item.value.data.title })}</Title>
          <ContentForm brands={profile.value.data.brands} item={item.value.data} />
        </>
      ) : (
        <ErrorNotice title={te('title')} message={te('generic')} />
      )}
    </Stack>
  );
}
