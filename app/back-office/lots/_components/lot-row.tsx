'use client';

import { Button, Table, TextInput } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { LOT_STATUSES, lotUpdateSchema, type LotUpdate, type StaffLot } from '@/contract/back-office';
import { updateLotAction } from '@/lib/back-office/actions';
import { NativeSelect } from '@/components/ui/native-select';

/** One lot's status and price; saved, it reaches every adviser with the residence open. */
export function LotRow({ lot }: { lot: StaffLot }) {
  const t = useTranslations('backOffice');
  const form = useForm({ resolver: zodResolver(lotUpdateSchema), defaultValues: { status: lot.status, price: lot.price } });
  const mutation = useFormMutation(form, {
    action: (values: LotUpdate) => updateLotAction(lot.id, values),
    failure: t('errors.failed'),
    onSuccess: () => {
      notifySuccess(t('lots.saved', { reference: lot.reference }));
    },
  });
  const formId = `lot-${lot.id}`;
  return (
    <Table.Tr>
      <Table.Th scope="row">{lot.reference}</Table.Th>
      <Table.Td>{lot.typology}</Table.Td>
      <Table.Td>
        <NativeSelect
          form={formId}
          aria-label={`${t('lots.status')} ${lot.reference}`}
          data={LOT_STATUSES.map((status) => ({ value: status, label: t(`lots.statuses.${status}`) }))}
          {...form.register('status')}
          error={form.formState.errors.status?.message}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          form={formId}
          inputMode="numeric"
          aria-label={`${t('lots.price')} ${lot.reference}`}
          {...form.register('price')}
          error={form.formState.errors.price?.message}
        />
      </Table.Td>
      <Table.Td>
        <form id={formId} onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
          <Button type="submit" size="xs" variant="light" loading={mutation.isPending} aria-label={t('lots.saveNamed', { reference: lot.reference })}>
            {t('lots.save')}
          </Button>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
