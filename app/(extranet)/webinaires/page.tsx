import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ContentCards } from '@/components/content/content-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { cachedWebinars } from '@/lib/cache/content';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { listEvents } from '@/lib/partner/content';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export async function generateMetadata() {
  return { title: (await getTranslations('content'))('webinars.title') };
}

// GET /webinaires – upcoming webinars, then the events of the network
export default async function Page() {
  const session = await requireSession();
  const [t, te, webinars, events] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    load(cachedWebinars((await loadExtranetShell()).catalogueScope, session.accessToken, { per_page: 50 })),
    load(listEvents(session.accessToken, { per_page: 50 })),
  ]);
  return (
    <Stack gap="xl">
      <Title order={1}>{t('webinars.title')}</Title>
      {!webinars.ok && <ErrorNotice title={te('title')} message={te('webinars')} />}
      {!events.ok && <ErrorNotice title={te('title')} message={te('events')} />}
      <Stack gap="md" component="section" aria-labelledby="webinars-upcoming">
        <Title order={2} id="webinars-upcoming">
          {t('webinars.upcoming')}
        </Title>
        {webinars.ok && <ContentCards items={webinars.value.data.data} headingLevel={3} />}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="webinars-events">
        <Title order={2} id="webinars-events">
          {t('webinars.events')}
        </Title>
        {events.ok && <ContentCards items={events.value.data.data} headingLevel={3} />}
      </Stack>
    </Stack>
  );
}
