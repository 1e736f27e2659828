import { Group, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { MarkReadOnView } from '@/components/messaging/mark-read-on-view';
import { ThreadMessages } from '@/components/messaging/thread-messages';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { markInboxThreadReadAction } from '@/lib/back-office/actions';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { getInboxThread } from '@/lib/partner/back-office';
import { load, parseId } from '@/lib/page-data/load';
import { AssignForm } from '../_components/assign-form';
import { StaffReplyForm } from '../_components/staff-reply-form';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice.messages'))('title') };
}

// GET /back-office/messages/{id} – one adviser thread, the reply form and who follows it
export default async function Page({ params }: PageProps<'/back-office/messages/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireStaffSession();
  const [t, te, thread] = await Promise.all([
    getTranslations('backOffice.messages'),
    getTranslations('errors'),
    load(getInboxThread(session.accessToken, id), { notFoundOn404: true }),
  ]);
  const back = (
    <ButtonLink href="/back-office/messages" variant="subtle" size="sm" style={{ width: 'fit-content' }}>
      {t('back')}
    </ButtonLink>
  );
  if (!thread.ok) {
    return (
      <Stack gap="lg">
        {back}
        <ErrorNotice title={te('title')} message={te('generic')} />
      </Stack>
    );
  }
  const { subject, adviser, marque, messages, assignee, colleagues, unread } = thread.value.data;
  return (
    <Stack gap="lg">
      {unread && <MarkReadOnView markRead={markInboxThreadReadAction.bind(null, id)} />}
      {back}
      <Title order={1}>{subject}</Title>
      <Group justify="space-between" align="flex-end">
        <Text>
          {adviser.name} ({marque.toUpperCase()}) – {adviser.email}
        </Text>
        <AssignForm threadId={id} assigneeId={assignee?.id ?? null} colleagues={colleagues} />
      </Group>
      <ThreadMessages
        messages={messages}
        own="staff"
        authors={{ cgp: adviser.name, staff: t('fromStaff') }}
        label={t('messages')}
        attachmentHref={(attachment) => `/api/back-office/messages/${id}/attachments/${attachment.id}`}
      />
      <StaffReplyForm threadId={id} />
    </Stack>
  );
}
