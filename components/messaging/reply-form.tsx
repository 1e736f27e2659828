'use client';

import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { ATTACHMENT_MIME_TYPES, MAX_ATTACHMENTS } from '@/contract/message-attachments';
import type { ActionResult } from '@/lib/actions/action-result';
import type { z } from 'zod';
import { replyInputSchema, type ReplyInput } from '@/contract/messaging';

export type ReplyValues = ReplyInput & { attachments: File[] };

interface ReplyFormProps {
  /** Sends the answer: the adviser's server action, or the back office's upload with files. */
  send: (values: ReplyValues) => Promise<ActionResult<unknown>>;
  texts: { form: string; reply: string; submit: string; sent: string; failure: string };
  /** Offers files (PDF, JPEG, PNG) beside the text, under this label and hint, refusing more than allowed with `tooMany`. */
  attachments?: { label: string; hint: string; tooMany: string };
  /** The text's check, worded for its side (the adviser's by default). */
  schema?: z.ZodType<ReplyInput, ReplyInput>;
}

/** The reply at the bottom of a conversation, on the adviser's side and the back office's alike. */
export function ReplyForm({ send, texts, attachments, schema = replyInputSchema }: ReplyFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<ReplyInput>({ resolver: zodResolver(schema), defaultValues: { body: '' } });
  const mutation = useFormMutation(form, {
    action: (values: ReplyInput) => send({ ...values, attachments: files }),
    failure: texts.failure,
    onSuccess: () => {
      notifySuccess(texts.sent);
      form.reset({ body: '' });
      setFiles([]);
    },
  });
  const tooMany = files.length > MAX_ATTACHMENTS;
  return (
    <form onSubmit={form.handleSubmit((values) => !tooMany && mutation.mutate(values))} noValidate aria-label={texts.form}>
      <Stack gap="sm">
        <Textarea label={texts.reply} required autosize minRows={3} maxRows={10} {...form.register('body')} error={form.formState.errors.body?.message} />
        {attachments && (
          <FileInput
            multiple
            clearable
            label={attachments.label}
            description={attachments.hint}
            accept={ATTACHMENT_MIME_TYPES.join(',')}
            value={files}
            onChange={setFiles}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            error={tooMany ? attachments.tooMany : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
