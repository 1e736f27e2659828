'use client';

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { replyAction } from '@/lib/messaging/actions';
import { replyInputSchema, type ReplyInput } from '@/contract/messaging';

/** POST messages/threads/{id}: the reply lands at the bottom of the conversation. */
export function ReplyForm({ threadId }: { threadId: number }) {
  const t = useTranslations('messaging');
  const router = useRouter();
  const form = useForm<ReplyInput>({ resolver: zodResolver(replyInputSchema), defaultValues: { body: '' } });
  const mutation = useFormMutation(form, {
    action: (values: ReplyInput) => replyAction(threadId, values),
    failure: t('sendError'),
    onSuccess: () => {
      notifySuccess(t('sent'));
      form.reset({ body: '' });
      router.refresh();
    },
  });
  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate aria-label={t('replyForm')}>
      <Stack gap="sm">
        <Textarea label={t('reply')} required autosize minRows={3} maxRows={10} {...form.register('body')} error={form.formState.errors.body?.message} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
