'use client';

import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { composeAction } from '@/lib/messaging/actions';
import { threadInputSchema, type ThreadInput } from '@/contract/messaging';

/** POST messages/threads, then opens the new conversation. */
export function ComposeForm() {
  const t = useTranslations('messaging');
  const router = useRouter();
  const form = useForm<ThreadInput>({ resolver: zodResolver(threadInputSchema), defaultValues: { subject: '', body: '' } });
  const mutation = useFormMutation(form, {
    action: (values: ThreadInput) => composeAction(values),
    failure: t('sendError'),
    onSuccess: (answer) => {
      notifySuccess(t('sent'));
      router.push(`/messagerie/${answer.data.id}`);
    },
  });
  const err = (name: keyof ThreadInput) => form.formState.errors[name]?.message;
  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm" maw={720}>
        <TextInput label={t('subject')} required {...form.register('subject')} error={err('subject')} />
        <Textarea label={t('message')} required autosize minRows={5} maxRows={14} {...form.register('body')} error={err('body')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
