'use client';

import { Button, Group, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/forms/date-field';
import { useEnumChoices } from '@/components/forms/use-enum-choices';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { contractInfoSchema } from '@/contract/options';
import { formatEuros } from '@/lib/format/format';
import type { Option, OptionAnswer } from '@/lib/partner/options';
import { saveContractInfoAction } from '@/lib/selling/option-actions';

type Values = z.input<typeof contractInfoSchema>;

/**
 * POST options/{id}/infos-contrat-reservation: deposit (capped by R261-28), expected deed date, financing. Every
 * default passes the checks (cash financing, which asks for no loan amount); a refused submit focuses the first
 * wrong field.
 */
export function ContractForm({ option, onSaved }: { option: Option; onSaved: (answer: OptionAnswer) => void }) {
  const t = useTranslations('options');
  const financings = useEnumChoices('financements');
  const te = useTranslations('errors');
  const r = option.reservation;
  const form = useForm<Values>({
    resolver: zodResolver(contractInfoSchema),
    defaultValues: {
      deposit: r?.deposit ?? 0,
      sale_due_date: r?.sale_due_date ?? '',
      financing: r?.financing ?? 'comptant',
      loan_amount: r?.loan_amount ?? undefined,
      notes: r?.notes ?? '',
    },
  });
  const mutation = useFormMutation(form, {
    action: (values: Values) => saveContractInfoAction(option.id, values),
    failure: te('generic'),
    onSuccess: onSaved,
  });
  const financing = useWatch({ control: form.control, name: 'financing' });

  return (
    <form onSubmit={form.handleSubmit((values) => !mutation.isPending && mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('contract.price', { price: formatEuros(option.lot.price) })}</Text>
        <Controller
          control={form.control}
          name="deposit"
          render={({ field, fieldState }) => (
            <NumberInput
              ref={field.ref}
              label={t('contract.deposit')}
              description={t('contract.depositHelp')}
              min={0}
              allowDecimal={false}
              value={field.value as number}
              onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="sale_due_date"
          render={({ field, fieldState }) => (
            <DateField
              ref={field.ref}
              label={t('contract.saleDueDate')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="financing"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('contract.financing')}
              </Text>
              <SegmentedControl
                value={field.value}
                onChange={field.onChange}
                data={financings.choices}
                disabled={financings.loading}
              />
            </Stack>
          )}
        />
        {financing === 'credit' && (
          <Controller
            control={form.control}
            name="loan_amount"
            render={({ field, fieldState }) => (
              <NumberInput
                ref={field.ref}
                required
                label={t('contract.loanAmount')}
                min={0}
                allowDecimal={false}
                value={(field.value as number | undefined) ?? ''}
                onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Textarea label={t('contract.notes')} autosize minRows={2} {...form.register('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('contract.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
