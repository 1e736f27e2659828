'use client';

import { Button, NumberInput, Select, Stack } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useClientPicker } from '@/components/clients/use-client-picker';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { useIdempotencyKey } from '@/components/options/use-idempotency-key';
import { formatEuros } from '@/lib/format/format';
import type { Subscription } from '@/lib/partner/subscriptions';
import { createPackAction } from '@/lib/selling/subscription-actions';
import { subscriptionPackSchema } from '@/contract/subscriptions';

export type SubscribableFund = { id: number; name: string; min_subscription: number; models: { id: number; name: string; min_amount: number }[] };
type Values = z.input<typeof subscriptionPackSchema>;

/** Client, model and amount of the pack; PUT fonds/{id}/pack-souscription once per intended action. */
export function PackForm({ fund, onCreated }: { fund: SubscribableFund; onCreated: (subscription: Subscription) => void }) {
  const t = useTranslations('subscription');
  const te = useTranslations('errors');
  const [key, renewKey] = useIdempotencyKey();
  const clients = useClientPicker();
  const form = useForm<Values>({ resolver: zodResolver(subscriptionPackSchema), defaultValues: { client_id: '', model_id: '', amount: fund.min_subscription } });
  const mutation = useFormMutation(form, {
    action: (values: Values) => createPackAction(fund.id, values, key),
    failure: te('fundSubscription'),
    onSuccess: (answer) => onCreated(answer.data),
    onSettled: renewKey,
  });

  return (
    <form onSubmit={form.handleSubmit((values) => !mutation.isPending && mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="client_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('client')}
              description={t('clientHelp')}
              placeholder={t('clientPlaceholder')}
              searchable
              required
              data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nom.toUpperCase()} ${c.prenom}${c.email ? '' : ` ${t('clientWithoutEmail')}`}` }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        {fund.models.length > 0 && (
          <Controller
            control={form.control}
            name="model_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('model')}
                placeholder={t('modelNone')}
                clearable
                data={fund.models.map((m) => ({ value: String(m.id), label: `${m.name} (${formatEuros(m.min_amount)} min.)` }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('amount')}
              description={t('amountHelp', { min: formatEuros(fund.min_subscription) })}
              min={0}
              allowDecimal={false}
              value={field.value as number}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
          {t('prepare')}
        </Button>
      </Stack>
    </form>
  );
}
