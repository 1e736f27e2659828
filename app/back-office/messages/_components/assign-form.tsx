'use client';

import { Button, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import type { Colleague } from '@/contract/back-office';
import { assignThreadAction } from '@/lib/back-office/actions';
import { NativeSelect } from '@/components/ui/native-select';

const noErrorsOnFields = { setError: () => undefined };

/** Gives the thread to a colleague of its brand, or to nobody. */
export function AssignForm({ threadId, assigneeId, colleagues }: { threadId: number; assigneeId: number | null; colleagues: Colleague[] }) {
  const t = useTranslations('backOffice');
  const [choice, setChoice] = useState(assigneeId === null ? '' : String(assigneeId));
  const mutation = useFormMutation(noErrorsOnFields, {
    action: (value: { assignee_id: number | null }) => assignThreadAction(threadId, value),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(t('messages.assigned'));
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ assignee_id: choice ? Number(choice) : null });
      }}
    >
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('messages.assignee')}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          data={[{ value: '', label: t('messages.nobody') }, ...colleagues.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <Button type="submit" variant="light" loading={mutation.isPending}>
          {t('messages.assign')}
        </Button>
      </Group>
    </form>
  );
}
