'use client';

import { zodResolver } from '@/components/forms/zod-resolver';
import { Button, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { updateCommunicationsAction } from '@/lib/engagement/actions';
import { communicationsFormSchema, type CommunicationsForm as Values } from '@/contract/communications';

/** 'Mes communications' in the user panel: news by email and by SMS (PUT cgps/{id}). */
export function CommunicationsForm({ userId, initial }: { userId: number; initial: Values }) {
  const t = useTranslations('preferences');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const form = useForm<Values>({ resolver: zodResolver(communicationsFormSchema), defaultValues: initial });
  const mutation = useFormMutation(form, {
    action: (values: Values) => updateCommunicationsAction(userId, values),
    failure: te('communications'),
    onSuccess: () => {
      notifySuccess(ts('communications'));
      form.reset(form.getValues());
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate aria-labelledby="communications-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="communications-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {(['informations_par_email', 'informations_par_sms'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              // Mantine's Switch keeps its own checked state: it is driven by the form's value, not registered.
              <Switch
                label={t(name === 'informations_par_email' ? 'email' : 'sms')}
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
        <Button type="submit" loading={mutation.isPending} disabled={!form.formState.isDirty} w="fit-content">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
