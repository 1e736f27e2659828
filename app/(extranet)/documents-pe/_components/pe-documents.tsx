import { Group, Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { PagedCards } from '@/components/content/paged-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { listPeDocuments, type PeDocumentCategory } from '@/lib/partner/content';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export const PE_CATEGORIES = ['fonds', 'client', 'fonds-update'] as const satisfies readonly PeDocumentCategory[];

export function isPeCategory(value: string): value is PeDocumentCategory {
  return (PE_CATEGORIES as readonly string[]).includes(value);
}

/** Private-equity documents, all or one category, each with its file. */
export async function PeDocuments({ category, page }: { category?: PeDocumentCategory; page: number }) {
  const session = await requireSession();
  const [t, te, documents] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    load(listPeDocuments(session.accessToken, { categorie: category, page, per_page: 12 })),
  ]);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('documentsPe.title')}</Title>
      <Group component="nav" aria-label={t('documentsPe.nav')} gap="xs">
        <ButtonLink href="/documents-pe" size="sm" variant={category ? 'default' : 'filled'} aria-current={category ? undefined : 'page'}>
          {t('documentsPe.all')}
        </ButtonLink>
        {PE_CATEGORIES.map((c) => (
          <ButtonLink key={c} href={`/documents-pe/${c}`} size="sm" variant={c === category ? 'filled' : 'default'} aria-current={c === category ? 'page' : undefined}>
            {t(`documentsPe.categories.${c}`)}
          </ButtonLink>
        ))}
      </Group>
      {documents.ok ? (
        <PagedCards page={documents.value.data} pathname={category ? `/documents-pe/${category}` : '/documents-pe'} />
      ) : (
        <ErrorNotice title={te('title')} message={t('documentsPe.error')} />
      )}
    </Stack>
  );
}
