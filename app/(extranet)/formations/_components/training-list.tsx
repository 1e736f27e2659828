import { Group, Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { PagedCards } from '@/components/content/paged-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { cachedTrainings } from '@/lib/cache/content';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import type { TrainingCategory } from '@/lib/partner/content';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export const TRAINING_CATEGORIES = ['ia', 'immobilier'] as const satisfies readonly TrainingCategory[];

export function isTrainingCategory(value: string): value is TrainingCategory {
  return (TRAINING_CATEGORIES as readonly string[]).includes(value);
}

/** The trainings screen: category links, then one page of trainings (all, or one category). */
export async function TrainingList({ category, page }: { category?: TrainingCategory; page: number }) {
  const session = await requireSession();
  const [t, te, trainings] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    load(cachedTrainings((await loadExtranetShell()).catalogueScope, session.accessToken, { categorie: category, page, per_page: 12 })),
  ]);
  const pathname = category ? `/formations/${category}` : '/formations';
  return (
    <Stack gap="lg">
      <Title order={1}>{category ? `${t('trainings.title')} – ${t(`trainings.categories.${category}`)}` : t('trainings.title')}</Title>
      <Group component="nav" aria-label={t('trainings.nav')} gap="xs">
        <ButtonLink href="/formations" size="sm" variant={category ? 'default' : 'filled'} aria-current={category ? undefined : 'page'}>
          {t('trainings.all')}
        </ButtonLink>
        {TRAINING_CATEGORIES.map((c) => (
          <ButtonLink key={c} href={`/formations/${c}`} size="sm" variant={c === category ? 'filled' : 'default'} aria-current={c === category ? 'page' : undefined}>
            {t(`trainings.categories.${c}`)}
          </ButtonLink>
        ))}
      </Group>
      {trainings.ok ? (
        <PagedCards
          page={trainings.value.data}
          pathname={pathname}
          detailHref={(item) => `/formations/${item.category === 'ia' ? 'ia' : 'immobilier'}/${item.id}`}
        />
      ) : (
        <ErrorNotice title={te('title')} message={t('trainings.error')} />
      )}
    </Stack>
  );
}
