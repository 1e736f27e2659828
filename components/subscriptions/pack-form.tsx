'use client';

import { Button, NumberInput, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '@/components/options/failure-message';
import { useIdempotencyKey } from '@/components/options/use-idempotency-key';
import { notifyError } from '@/components/notices/notify';
import { formatEuros } from '@/components/programmes/format';
import type { Subscription } from '@/lib/partner/subscriptions';
import { pickClientsAction } from '@/lib/selling/option-actions';
import { createPackAction } from '@/lib/selling/subscription-actions';
import { subscriptionPackSchema } from '@/lib/validation/subscription';

export type SubscribableFund = { id: number; name: string; min_subscription: number; models: { id: number; name: string; min_amount: number }[] };
type Values = z.input<typeof subscriptionPackSchema>;

/** Client, model and amount of the pack; PUT fonds/{id}/pack-souscription once per intended action. */
export function PackForm({ fund, onCreated }: { fund: SubscribableFund; onCreated: (subscription: Subscription) => void }) {
  const t = useTranslations('subscription');
  const te = useTranslations('errors');
  const [key, renewKey] = useIdempotencyKey();
  const clients = useQuery({
    queryKey: ['clients', 'picker'],
    queryFn: async () => {
      const result = await pickClientsAction('');
      if (!result.ok) throw new Error('clients');
      return result.data;
    },
  });
  const form = useForm<Values>({ resolver: zodResolver(subscriptionPackSchema), defaultValues: { client_id: '', model_id: '', amount: fund.min_subscription } });
  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const result = await createPackAction(fund.id, values, key);
      if (!result.ok) throw Object.assign(new Error(result.message ?? ''), { fieldErrors: result.fieldErrors });
      return result.data.data;
    },
    onSuccess: (subscription) => {
      renewKey();
      onCreated(subscription);
    },
    onError: (error: Error & { fieldErrors?: Record<string, string> }) => {
      renewKey();
      for (const [field, message] of Object.entries(error.fieldErrors ?? {})) form.setError(field as keyof Values, { message });
      notifyError(failureMessage(te('fundSubscription'), error.message || undefined));
    },
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
              data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nom.toUpperCase()} ${c.prenom}${c.email ? '' : ' (sans email)'}` }))}
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
