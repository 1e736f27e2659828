import { Stack } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { ReplyForm } from '@/components/messaging/reply-form';
import { ThreadMessages } from '@/components/messaging/thread-messages';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { replyAction } from '@/lib/messaging/actions';
import { getThread } from '@/lib/partner/messages';
import { load, parseId } from '@/lib/load';
import { requireSession } from '@/lib/session';

// GET /messagerie/{id} – one conversation, oldest message first, and the reply form
export default async function Page({ params }: PageProps<'/messagerie/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const [t, tp, te, thread] = await Promise.all([
    getTranslations('messaging'),
    getTranslations('pageHeader'),
    getTranslations('errors'),
    load(getThread(session.accessToken, id), { notFoundOn404: true }),
  ]);
  if (!thread.ok) {
    return (
      <Stack gap="lg">
        <ButtonLink href="/messagerie" variant="subtle" size="sm" w="fit-content">
          {t('back')}
        </ButtonLink>
        <ErrorNotice title={te('title')} message={t('loadError')} />
      </Stack>
    );
  }
  const { subject, messages } = thread.value.data;
  return (
    <Stack gap="lg">
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
