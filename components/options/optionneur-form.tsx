'use client';

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { CivilitySelect } from '@/components/forms/civility-select';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import type { Optionneur } from '@/lib/partner/options';
import { addOptionneurAction } from '@/lib/selling/option-actions';
import { optionneurInputSchema } from '@/contract/optionneurs';
import type { z } from 'zod';
import { queryKeys } from '@/lib/client-data/query-keys';

type Values = z.input<typeof optionneurInputSchema>;

/** POST optionneurs: 'Optionneur ajouté avec succès' or 'Impossible d'ajouter un optionneur'. */
export function OptionneurForm({ onAdded }: { onAdded: (optionneur: Optionneur) => void }) {
  const t = useTranslations('options.optionneur');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(optionneurInputSchema), defaultValues: { prenom: '', nom: '', email: '', telephone: '', societe: '' } });
  const mutation = useFormMutation(form, {
    action: (values: Values) => addOptionneurAction(values),
    failure: te('optionneurAdd'),
    onSuccess: async (answer) => {
      notifySuccess(ts('optionneurAdd'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.optionneurs });
      onAdded(answer.optionneur);
    },
  });
  const err = (name: keyof Values) => form.formState.errors[name]?.message;

  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="civilite"
          render={({ field }) => (
            <CivilitySelect label={t('civilite')} value={(field.value as string | null) ?? null} onChange={field.onChange} />
          )}
        />
        <Group grow>
          <TextInput label={t('prenom')} required {...form.register('prenom')} error={err('prenom')} />
          <TextInput label={t('nom')} required {...form.register('nom')} error={err('nom')} />
        </Group>
        <TextInput label={t('email')} type="email" {...form.register('email')} error={err('email')} />
        <TextInput label={t('telephone')} {...form.register('telephone')} error={err('telephone')} />
        <TextInput label={t('societe')} {...form.register('societe')} error={err('societe')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
