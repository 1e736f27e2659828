import { Stack } from '@mantine/core';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { MarkReadOnView } from '@/components/messaging/mark-read-on-view';
import { ReplyForm } from '@/components/messaging/reply-form';
import { ThreadMessages } from '@/components/messaging/thread-messages';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { markThreadReadAction, replyAction } from '@/lib/messaging/actions';
import { getThread } from '@/lib/partner/messages';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

/** One read per request, shared by the metadata and the page. */
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
  if (!thread.ok) {
    return (
      <Stack gap="lg">
        <ButtonLink href="/messagerie" variant="subtle" size="sm" style={{ width: 'fit-content' }}>
          {t('back')}
        </ButtonLink>
        <ErrorNotice title={te('title')} message={t('loadError')} />
      </Stack>
    );
  }
  const { subject, messages } = thread.value.data;
  const unread = messages.some((message) => message.author === 'staff' && !message.read_at);
  return (
    <Stack gap="lg">
      {unread && <MarkReadOnView markRead={markThreadReadAction.bind(null, id)} />}
      <PageHeader title={subject} crumbs={[{ label: tp('messagerie'), href: '/messagerie' }]} />
      <ThreadMessages
        messages={messages}
        own="cgp"
        authors={{ cgp: t('you'), staff: t('backOffice') }}
        label={t('messages')}
        attachmentHref={(attachment) => `/api/messages/${id}/attachments/${attachment.id}`}
      />
      <ReplyForm
        send={replyAction.bind(null, id)}
        texts={{ form: t('replyForm'), reply: t('reply'), submit: t('send'), sent: t('sent'), failure: t('sendError') }}
      />
    </Stack>
  );
}
