'use client';

import { useTranslations } from 'next-intl';
import { ReplyForm } from '@/components/messaging/reply-form';
import { staffReplySchema } from '@/contract/back-office';
import { sendStaffReply } from '@/lib/messaging/staff-reply-browser';

/** The team's answer, with files; the adviser's messagerie shows it live. */
export function StaffReplyForm({ threadId }: { threadId: number }) {
  const t = useTranslations('backOffice');
  return (
    <ReplyForm
      send={(values) => sendStaffReply(threadId, values)}
      schema={staffReplySchema}
      texts={{ form: t('messages.reply'), reply: t('messages.reply'), submit: t('messages.send'), sent: t('messages.sent'), failure: t('errors.failed') }}
      attachments={{ label: t('messages.attachments'), hint: t('messages.attachmentsHint'), tooMany: t('errors.attachmentCount') }}
    />
  );
}
