import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { getInboxThread } from '@/lib/partner/back-office';
import { load, parseId } from '@/lib/load';
import { AssignForm } from '../_components/assign-form';
import { StaffReplyForm } from '../_components/staff-reply-form';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

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
    <ButtonLink href="/back-office/messages" variant="subtle" size="sm" w="fit-content">
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
  const { subject, adviser, marque, messages, assignee, colleagues } = thread.value.data;
  return (
    <Stack gap="lg">
      {back}
      <Title order={1}>{subject}</Title>
      <Group justify="space-between" align="flex-end">
        <Text>
          {adviser.name} ({marque.toUpperCase()}) – {adviser.email}
        </Text>
        <AssignForm threadId={id} assigneeId={assignee?.id ?? null} colleagues={colleagues} />
      </Group>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('messages')}>
        {messages.map((message) => (
          <Paper
            key={message.id}
            component="li"
            withBorder
            p="md"
            radius="md"
            maw="80%"
            ml={message.author === 'staff' ? 'auto' : 0}
            bg={message.author === 'staff' ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Text size="sm" fw={600}>
              {message.author === 'staff' ? t('fromStaff') : adviser.name}
              <Text span size="sm" c="dimmed" fw={400}>
                {' – '}
                {dateTime.format(new Date(message.created_at))}
              </Text>
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
          </Paper>
        ))}
      </Stack>
      <StaffReplyForm threadId={id} />
    </Stack>
  );
}
