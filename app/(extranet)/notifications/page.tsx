import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { PaginationNav } from '@/components/programmes/pagination-nav';
import { listNotifications } from '@/lib/partner/notifications';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { NotificationList } from './_components/notification-list';

const PER_PAGE = 20;

export async function generateMetadata() {
  return { title: (await getTranslations('notifications'))('title') };
}

// GET /notifications – the adviser's notifications, newest first; mark one or all read
export default async function Page({ searchParams }: PageProps<'/notifications'>) {
  const session = await requireSession();
  const page = Math.max(1, Number((await searchParams).page) || 1);
  const [t, te, answer] = await Promise.all([
    getTranslations('notifications'),
    getTranslations('errors'),
    load(listNotifications(session.accessToken, { page, per_page: PER_PAGE })),
  ]);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {!answer.ok && <ErrorNotice title={te('title')} message={t('loadFailed')} />}
      {answer.ok && (
        <>
          <NotificationList items={answer.value.data.data} unread={answer.value.unread} />
          <PaginationNav pathname="/notifications" queryString="" page={page} pages={answer.value.data.last_page} />
        </>
      )}
    </Stack>
  );
}
