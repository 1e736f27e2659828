'use client';

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { kycDecisionSchema, type KycDecision, type KycQueueItem } from '@/contract/back-office';
import { decideKycAction } from '@/lib/back-office/actions';

/** Accept at once, or refuse with the reason the adviser will read. */
export function KycDecisionForm({ item }: { item: KycQueueItem }) {
  const t = useTranslations('backOffice');
  const form = useForm<KycDecision>({ resolver: zodResolver(kycDecisionSchema), defaultValues: { state: 'KO', reason: '' } });
  const mutation = useFormMutation(form, {
    action: (values: KycDecision) => decideKycAction(item.id, values),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(form.getValues('state') === 'OK' ? t('kyc.accepted') : t('kyc.refused'));
    },
  });
  const decide = (state: KycDecision['state']) => {
    form.setValue('state', state);
    void form.handleSubmit((values) => mutation.mutate(values))();
  };

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('kyc.reason')}
          description={t('kyc.reasonHint')}
          autosize
          minRows={2}
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => decide('KO')} loading={mutation.isPending && form.getValues('state') === 'KO'} disabled={mutation.isPending}>
            {t('kyc.refuse')}
          </Button>
          <Button color="green" onClick={() => decide('OK')} loading={mutation.isPending && form.getValues('state') === 'OK'} disabled={mutation.isPending}>
            {t('kyc.accept')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
