import { Paper, Stack, Text } from '@mantine/core';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { getThread } from '@/lib/partner/messages';
import { load, parseId } from '@/lib/load';
import { requireSession } from '@/lib/session';
import { ReplyForm } from '../_components/reply-form';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** One read per request, shared by the metadata and the page (reading a conversation marks its answers read). */
const loadThread = cache((token: string, id: number) => load(getThread(token, id), { notFoundOn404: true }));

export async function generateMetadata({ params }: PageProps<'/messagerie/[id]'>) {
  const id = parseId((await params).id);
  const [t, thread] = await Promise.all([getTranslations('messaging'), loadThread((await requireSession()).accessToken, id)]);
  return { title: thread.ok ? thread.value.data.subject : t('title') };
}

// GET /messagerie/{id} – one conversation, oldest message first, and the reply form
export default async function Page({ params }: PageProps<'/messagerie/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const [t, tp, te, thread] = await Promise.all([
    getTranslations('messaging'),
    getTranslations('pageHeader'),
    getTranslations('errors'),
    loadThread(session.accessToken, id),
  ]);
  const back = (
    <ButtonLink href="/messagerie" variant="subtle" size="sm" w="fit-content">
      {t('back')}
    </ButtonLink>
  );
  if (!thread.ok) {
    return (
      <Stack gap="lg">
        {back}
        <ErrorNotice title={te('title')} message={t('loadError')} />
      </Stack>
    );
  }
  const { subject, messages } = thread.value.data;
  return (
    <Stack gap="lg">
      <PageHeader title={subject} crumbs={[{ label: tp('messagerie'), href: '/messagerie' }]} />
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('messages')}>
        {messages.map((message) => (
          <Paper
            key={message.id}
            component="li"
            withBorder
            p="md"
            radius="md"
            maw="80%"
            ml={message.author === 'cgp' ? 'auto' : 0}
            bg={message.author === 'cgp' ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Text size="sm" fw={600}>
              {message.author === 'cgp' ? t('you') : t('backOffice')}
              <Text span size="sm" c="dimmed" fw={400}>
                {' – '}
                {dateTime.format(new Date(message.created_at))}
              </Text>
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
          </Paper>
        ))}
      </Stack>
      <ReplyForm threadId={id} />
    </Stack>
  );
}
