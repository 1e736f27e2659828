'use client';

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CivilitySelect } from '@/components/forms/civility-select';
import { DateField } from '@/components/forms/date-field';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import type { Client } from '@/lib/partner/clients';
import { createClientAction } from '@/lib/selling/client-actions';
import { clientInputSchema } from '@/contract/clients';

type Values = z.input<typeof clientInputSchema>;
const FIELDS = ['prenom', 'nom', 'email', 'telephone', 'birth_date', 'address', 'postcode', 'city'] as const;

/** POST clients: a new client in the adviser's book. */
export function ClientForm({ onCreated }: { onCreated: (client: Client) => void }) {
  const t = useTranslations('clients');
  const te = useTranslations('errors');
  const form = useForm<Values>({ resolver: zodResolver(clientInputSchema), defaultValues: Object.fromEntries(FIELDS.map((f) => [f, ''])) });
  const mutation = useFormMutation(form, {
    action: (values: Values) => createClientAction(values),
    failure: te('generic'),
    onSuccess: (answer) => {
      notifySuccess(t('created'));
      onCreated(answer.data);
    },
  });
  return (
    <form onSubmit={form.handleSubmit((values) => !mutation.isPending && mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="civilite"
          render={({ field }) => (
            <CivilitySelect label={t('fields.civilite')} value={(field.value as string | null) ?? null} onChange={field.onChange} />
          )}
        />
        {FIELDS.map((name) =>
          name === 'birth_date' ? (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <DateField ref={field.ref} label={t(`fields.${name}`)} value={field.value as string | undefined} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
              )}
            />
          ) : (
            <TextInput
              key={name}
              label={t(`fields.${name}`)}
              required={name === 'prenom' || name === 'nom'}
              type={name === 'email' ? 'email' : 'text'}
              {...form.register(name)}
              error={form.formState.errors[name]?.message}
            />
          ),
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
