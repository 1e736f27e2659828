'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import type { ReservationStep } from '@/contract/back-office';
import { confirmReservationStepAction } from '@/lib/back-office/actions';

const noErrorsOnFields = { setError: () => undefined };

/** Confirms the reservation's next step after a warning: the adviser is told and the step cannot be undone. */
export function ReservationStepButton({ optionId, reference, step }: { optionId: number; reference: string; step: ReservationStep }) {
  const t = useTranslations('backOffice');
  const [opened, modal] = useDisclosure(false);
  const label = t(`options.steps.${step}`);
  const confirmation = useFormMutation(noErrorsOnFields, {
    action: () => confirmReservationStepAction(optionId, { step }),
    failure: t('errors.failed'),
    onSettled: modal.close,
    onSuccess: () => notifySuccess(t('options.stepDone', { step: label })),
  });

  return (
    <>
      <Button size="xs" variant="light" onClick={modal.open} aria-label={t('options.stepNamed', { step: label, reference })}>
        {label}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={t('options.stepTitle', { step: label, reference })} centered>
        <Stack>
          <Text>{t('options.stepWarning')}</Text>
          <Group justify="flex-end">
            <Button loading={confirmation.isPending} onClick={() => confirmation.mutate({})}>
              {t('options.confirmStep')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
