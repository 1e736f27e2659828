'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReplyForm } from '@/components/messaging/reply-form';
import { staffReplySchema } from '@/contract/back-office';
import { ATTACHMENT_MESSAGES } from '@/contract/message-attachments';
import { sendStaffReply } from '@/lib/messaging/staff-reply-browser';

/** The team's answer, with files; the adviser's messagerie shows it live. */
export function StaffReplyForm({ threadId }: { threadId: number }) {
  const t = useTranslations('backOffice');
  const router = useRouter();
  // A route handler's write (the multipart answer) cannot render the page into its answer: the thread is read again.
  const send = async (values: { body: string; attachments: File[] }) => {
    const result = await sendStaffReply(threadId, values);
    if (result.ok) router.refresh();
    return result;
  };
  return (
    <ReplyForm
      send={send}
      schema={staffReplySchema}
      texts={{ form: t('messages.reply'), reply: t('messages.reply'), submit: t('messages.send'), sent: t('messages.sent'), failure: t('errors.failed') }}
      attachments={{ label: t('messages.attachments'), hint: t('messages.attachmentsHint'), tooMany: ATTACHMENT_MESSAGES.tooMany }}
    />
  );
}
