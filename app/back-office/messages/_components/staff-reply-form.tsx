'use client';

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { staffReplySchema, type StaffReply } from '@/contract/back-office';
import { replyAsStaffAction } from '@/lib/back-office/actions';

/** The team's answer; the adviser's messagerie shows it live. */
export function StaffReplyForm({ threadId }: { threadId: number }) {
  const t = useTranslations('backOffice');
  const router = useRouter();
  const form = useForm<StaffReply>({ resolver: zodResolver(staffReplySchema), defaultValues: { body: '' } });
  const mutation = useFormMutation(form, {
    action: (values: StaffReply) => replyAsStaffAction(threadId, values),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(t('messages.sent'));
      form.reset({ body: '' });
      router.refresh();
    },
  });
  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Textarea label={t('messages.reply')} required autosize minRows={3} maxRows={10} {...form.register('body')} error={form.formState.errors.body?.message} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
