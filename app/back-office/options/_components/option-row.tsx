'use client';

import { Button, Group, Modal, NumberInput, Stack, TableTd, TableTr, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { remaining } from '@/components/options/countdown';
import { useNow } from '@/components/options/use-now';
import { MAX_STAFF_EXTENSION_DAYS, optionCancelSchema, type OptionCancel, type StaffOption } from '@/contract/back-office';
import { cancelOptionAction, extendOptionAction } from '@/lib/back-office/actions';
import { ReservationStepButton } from './reservation-step-button';
import { labelled } from '@/lib/format/format';

const noErrorsOnFields = { setError: () => undefined };

/**
 * One option in progress: while placed, its countdown, an extension by working days and a cancellation with the reason
 * the adviser reads; once a reservation exists, where it stands and the step the back office may confirm next.
 */
export function OptionRow({ option, renderedAt }: { option: StaffOption; renderedAt: number }) {
  const t = useTranslations('backOffice');
  const to = useTranslations('options');
  const now = useNow(renderedAt);
  const [days, setDays] = useState<number | string>(1);
  const [cancelOpened, cancel] = useDisclosure(false);
  const left = remaining(option.expires_at, now);
  const extension = useFormMutation(noErrorsOnFields, {
    action: (value: { days: number | string }) => extendOptionAction(option.id, value),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(t('options.extended'));
    },
  });
  const form = useForm<OptionCancel>({ resolver: zodResolver(optionCancelSchema), defaultValues: { reason: '' } });
  const cancellation = useFormMutation(form, {
    action: (values: OptionCancel) => cancelOptionAction(option.id, values),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(t('options.cancelled'));
      cancel.close();
    },
  });
  const reference = option.lot.reference;

  return (
    <TableTr>
      <TableTd>
        {option.residence.name} – {reference}
      </TableTd>
      <TableTd>
        {option.adviser.name} ({option.marque.toUpperCase()})
      </TableTd>
      <TableTd>
        {t(`options.statuses.${option.status}`)}
        {option.reservation && (
          <Text size="xs" c="dimmed">
            {labelled(t('options.reservation'), t(`options.reservationStatuses.${option.reservation.status}`))}
          </Text>
        )}
      </TableTd>
      <TableTd>
        {option.status !== 'placed' ? '–' : left.past ? to('status.expired') : to('countdown', { days: left.days, hours: left.hours, minutes: left.minutes })}
      </TableTd>
      <TableTd>
        {option.reservation?.next_step && <ReservationStepButton optionId={option.id} reference={reference} step={option.reservation.next_step} />}
        {option.status === 'placed' && (
          <Group gap="xs" wrap="nowrap" mt={option.reservation?.next_step ? 'xs' : 0}>
            <NumberInput
              aria-label={`${t('options.days')} ${reference}`}
              min={1}
              max={MAX_STAFF_EXTENSION_DAYS}
              value={days}
              onChange={setDays}
              w={80}
            />
            <Button size="xs" variant="light" loading={extension.isPending} onClick={() => extension.mutate({ days })} aria-label={t('options.extendNamed', { reference })}>
              {t('options.extend')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={cancel.open} aria-label={t('options.cancelNamed', { reference })}>
              {t('options.cancel')}
            </Button>
          </Group>
        )}
        <Modal opened={cancelOpened} onClose={cancel.close} title={t('options.cancelTitle', { reference })} centered>
          <form onSubmit={form.handleSubmit((values) => cancellation.mutate(values))} noValidate>
            <Stack>
              <Textarea label={t('options.reason')} required autosize minRows={2} {...form.register('reason')} error={form.formState.errors.reason?.message} />
              <Group justify="flex-end">
                <Button type="submit" color="red" loading={cancellation.isPending}>
                  {t('options.confirmCancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      </TableTd>
    </TableTr>
  );
}
