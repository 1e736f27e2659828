'use client';

import { Button, Group, NumberInput, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ContentArticle } from '@/components/content/content-article';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifyError, notifySuccess } from '@/components/notices/notify';
import { DATED_KINDS, STAFF_CONTENT_KINDS, TIMED_KINDS, type ContentInput, type StaffContent, type StaffContentKind } from '@/contract/back-office-content';
import { createContentAction, previewContentAction, updateContentAction } from '@/lib/back-office/content-actions';
import { fromLocalInput, toLocalInput } from './local-date-time';
import { RichTextField } from './rich-text-field';
import { NativeSelect } from '@/components/ui/native-select';

interface FormValues {
  kind: StaffContentKind;
  brand: string;
  title: string;
  summary: string;
  body: string;
  starts_at: string;
  duration_minutes: number | string;
  published: boolean;
}

const valuesOf = (item: StaffContent | undefined, brands: string[]): FormValues => ({
  kind: item?.kind ?? 'news',
  brand: item?.marque ?? brands[0] ?? '',
  title: item?.title ?? '',
  summary: item?.summary ?? '',
  body: item?.body ?? '',
  starts_at: item?.starts_at ? toLocalInput(item.starts_at) : '',
  duration_minutes: item?.duration_minutes ?? '',
  published: item?.published ?? false,
});

const inputOf = (values: FormValues): ContentInput => ({
  ...values,
  starts_at: values.starts_at ? fromLocalInput(values.starts_at) : null,
  duration_minutes: values.duration_minutes === '' ? null : Number(values.duration_minutes),
});

/** Writes or changes one item; the preview shows the body as the API cleans it, in the advisers' own layout. */
export function ContentForm({ brands, item }: { brands: string[]; item?: StaffContent }) {
  const t = useTranslations('backOffice.content');
  const te = useTranslations('backOffice.errors');
  const router = useRouter();
  const form = useForm<FormValues>({ defaultValues: valuesOf(item, brands) });
  const [preview, setPreview] = useState<string | null>(null);
  const values = useWatch({ control: form.control }) as FormValues;
  const kind = values.kind;
  const errors = form.formState.errors;

  const mutation = useFormMutation(form, {
    action: (values: FormValues) => (item ? updateContentAction(item.id, inputOf(values)) : createContentAction(inputOf(values))),
    failure: te('failed'),
    onSuccess: ({ data }) => {
      notifySuccess(t('saved'));
      if (!item) router.push(`/back-office/content/${data.id}`);
    },
  });

  const showPreview = async () => {
    setPreview(null);
    const answer = await previewContentAction({ body: form.getValues('body') });
    if (answer.ok) setPreview(answer.data);
    else notifyError(t('previewFailed'));
  };

  return (
    <form onSubmit={form.handleSubmit((submitted) => mutation.mutate(submitted))} noValidate>
      <Tabs defaultValue="edit" onChange={(tab) => tab === 'preview' && void showPreview()} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="edit">{t('toEdit')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit" pt="md">
          <Stack gap="md">
            <Group grow align="flex-start">
              <NativeSelect label={t('kindLabel')} required data={STAFF_CONTENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} {...form.register('kind')} error={errors.kind?.message} />
              <NativeSelect label={t('brand')} required data={brands.map((code) => ({ value: code, label: code.toUpperCase() }))} {...form.register('brand')} error={errors.brand?.message} />
            </Group>
            <TextInput label={t('titleLabel')} required maxLength={200} {...form.register('title')} error={errors.title?.message} />
            <Textarea label={t('summary')} required autosize minRows={2} maxLength={500} {...form.register('summary')} error={errors.summary?.message} />
            {(DATED_KINDS.includes(kind) || TIMED_KINDS.includes(kind)) && (
              <Group grow align="flex-start">
                {DATED_KINDS.includes(kind) && <TextInput type="datetime-local" label={t('startsAt')} required {...form.register('starts_at')} error={errors.starts_at?.message} />}
                <Controller
                  control={form.control}
                  name="duration_minutes"
                  render={({ field }) => <NumberInput label={t('duration')} min={5} max={600} allowDecimal={false} value={field.value} onChange={field.onChange} error={errors.duration_minutes?.message} />}
                />
              </Group>
            )}
            <Controller
              control={form.control}
              name="body"
              render={({ field }) => <RichTextField label={t('body')} value={field.value} onChange={field.onChange} error={errors.body?.message} />}
            />
            <Controller control={form.control} name="published" render={({ field }) => <Switch label={t('publishedLabel')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('previewHint')}
            </Text>
            {preview !== null && (
              <ContentArticle item={{ ...values, body: preview, starts_at: values.starts_at ? fromLocalInput(values.starts_at) : null, duration_minutes: inputOf(values).duration_minutes ?? null, published_at: item?.published_at ?? new Date().toISOString() }} />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
          {t('save')}
        </Button>
      </Group>
    </form>
  );
}
