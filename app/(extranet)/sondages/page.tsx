import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { listSurveys } from '@/lib/partner/surveys';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { SurveyCard } from './_components/survey-card';

export async function generateMetadata() {
  return { title: (await getTranslations('surveys'))('title') };
}

// GET /sondages – the surveys of the adviser's brand: answer the open ones, see one's past answers
export default async function Page() {
  const session = await requireSession();
  const [t, te, surveys] = await Promise.all([getTranslations('surveys'), getTranslations('errors'), load(listSurveys(session.accessToken))]);
  const items = surveys.ok ? surveys.value.data : [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {!surveys.ok && <ErrorNotice title={te('title')} message={t('loadFailed')} />}
      {surveys.ok && items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((survey) => (
          <SurveyCard key={survey.id} survey={survey} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
