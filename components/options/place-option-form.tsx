'use client';

import { Anchor, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { useClientPicker } from '@/components/clients/use-client-picker';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifyError } from '@/components/notices/notify';
import { InlineLoader } from '@/components/ui/inline-loader';
import { placeOptionSchema } from '@/contract/options';
import type { OptionAnswer } from '@/lib/partner/options';
import { placeOptionAction } from '@/lib/selling/option-actions';
import { OptionneurForm } from './optionneur-form';
import classes from './place-option-form.module.css';
import { useIdempotencyKey } from './use-idempotency-key';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

type Values = z.input<ReturnType<typeof placeOptionSchema>>;
type FormProps = { lotId: number; onPlaced: (answer: OptionAnswer) => void };

/** The option form once the API told its limits: an option lasts at most the API's OPTION_WORKING_DAYS. */
export function PlaceOptionForm(props: FormProps) {
  const t = useTranslations('options.place');
  const te = useTranslations('errors');
  const limits = useQuery({ queryKey: queryKeys.optionLimits, queryFn: () => fetchRead('optionLimits'), staleTime: Infinity });
  useEffect(() => {
    if (limits.isError) notifyError(te('optionPlace'));
  }, [limits.isError, te]);
  if (!limits.data) return limits.isError ? <Text c="red">{te('optionPlace')}</Text> : <InlineLoader label={t('limitsLoading')} />;
  return <PlaceOptionFields {...props} maxDays={limits.data.option_working_days} />;
}

/** Client, optionneur and duration of a new option; one submit at a time, one option per intended action. */
function PlaceOptionFields({ lotId, onPlaced, maxDays }: FormProps & { maxDays: number }) {
  const t = useTranslations('options.place');
  const te = useTranslations('errors');
  const [key, renewKey] = useIdempotencyKey();
  const [adding, addingModal] = useDisclosure(false);
  const clients = useClientPicker();
  const optionneurs = useQuery({
    queryKey: queryKeys.optionneurs,
    queryFn: () =>
      fetchRead('optionneurs').catch((error: unknown) => {
        notifyError(te('optionneursLoad'));
        throw error;
      }),
  });
  const schema = useMemo(() => placeOptionSchema(maxDays), [maxDays]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { lot_id: lotId, client_id: '' as unknown as number, optionneur_id: null, duration_days: maxDays },
  });
  const mutation = useFormMutation(form, {
    action: (values: Values) => placeOptionAction(values, key),
    failure: te('optionPlace'),
    onSuccess: onPlaced,
    onSettled: renewKey,
  });

  const clientData = (clients.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nom.toUpperCase()} ${c.prenom}` }));
  const optionneurData = (optionneurs.data ?? []).map((o) => ({ value: String(o.id), label: `${o.prenom} ${o.nom}${o.societe ? ` (${o.societe})` : ''}` }));

  return (
    <>
      <form onSubmit={form.handleSubmit((values) => !mutation.isPending && mutation.mutate(values))} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="client_id"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('client')}
                placeholder={t('clientPlaceholder')}
                searchable
                required
                nothingFoundMessage={t('noClients')}
                data={clientData}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="optionneur_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('optionneur')}
                placeholder={t('optionneurNone')}
                clearable
                data={optionneurData}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Anchor component="button" type="button" size="sm" onClick={addingModal.open}>
            {t('addOptionneur')}
          </Anchor>
          <Controller
            control={form.control}
            name="duration_days"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('duration')}
                description={t('durationHelp')}
                min={1}
                max={maxDays}
                allowDecimal={false}
                value={field.value as number}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="space-between" className={classes.actions}>
            <Anchor component={Link} href="/options" size="sm">
              {t('myOptions')}
            </Anchor>
            <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
              {t('submit')}
            </Button>
          </Group>
          {mutation.isPending && (
            <Text size="sm" role="status">
              {t('pending')}
            </Text>
          )}
        </Stack>
      </form>
      <Modal opened={adding} onClose={addingModal.close} title={t('addOptionneur')}>
        <OptionneurForm
          onAdded={(optionneur) => {
            form.setValue('optionneur_id', optionneur.id);
            addingModal.close();
          }}
        />
      </Modal>
    </>
  );
}
