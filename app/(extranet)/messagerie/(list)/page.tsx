import { Group, Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { pageParam } from '@/components/content/paged-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { PaginationNav } from '@/components/programmes/pagination-nav';
import { listThreads } from '@/lib/partner/messages';
import { pageCount, PageNumbersError } from '@/lib/partner/paging';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { ThreadTable } from '../_components/thread-table';
import { EmptyState } from '@/components/ui/empty-state';
import primary from '@/components/ui/primary-action.module.css';

export async function generateMetadata() {
  return { title: (await getTranslations('messaging'))('title') };
}

function pagesOf(page: Parameters<typeof pageCount>[0]) {
  try {
    return pageCount(page);
  } catch (error) {
    if (error instanceof PageNumbersError) return 1;
    throw error;
  }
}

// GET /messagerie – the adviser's conversations with the back-office, latest activity first
export default async function Page({ searchParams }: PageProps<'/messagerie'>) {
  const session = await requireSession();
  const page = pageParam((await searchParams).page);
  const [t, te, tn, threads] = await Promise.all([
    getTranslations('messaging'),
    getTranslations('errors'),
    getTranslations('emptyStates'),
    load(listThreads(session.accessToken, { page })),
  ]);
  const rows = threads.ok ? threads.value.data.data : [];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <ButtonLink href="/messagerie/compose" className={primary.action}>
          {t('compose')}
        </ButtonLink>
      </Group>
      {!threads.ok && <ErrorNotice title={te('title')} message={t('loadError')} />}
      {threads.ok && rows.length === 0 && (
        <EmptyState title={t('empty')} description={tn('messages')} action={<ButtonLink href="/messagerie/compose">{t('compose')}</ButtonLink>} />
      )}
      {rows.length > 0 && (
        <ThreadTable threads={rows} />
      )}
      {threads.ok && <PaginationNav pathname="/messagerie" queryString="" page={threads.value.data.current_page} pages={pagesOf(threads.value.data)} />}
    </Stack>
  );
}
