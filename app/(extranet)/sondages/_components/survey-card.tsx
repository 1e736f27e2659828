'use client';

import { Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@/components/forms/zod-resolver';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { formatDate } from '@/lib/format/format';
import { answerSurveyAction } from '@/lib/engagement/actions';
import type { Survey } from '@/lib/partner/surveys';
import { surveyAnswerSchema, type SurveyAnswerInput } from '@/contract/surveys';

/** One survey: its question and choices while open, the adviser's answer once closed. */
export function SurveyCard({ survey }: { survey: Survey }) {
  const t = useTranslations('surveys');
  // The answer given here counts at once, whatever the refreshed page data still says.
  const [answered, setAnswered] = useState(survey.my_choice);
  const form = useForm<SurveyAnswerInput>({ resolver: zodResolver(surveyAnswerSchema), defaultValues: { choice: survey.my_choice ?? '' } });
  const mutation = useFormMutation(form, {
    action: (values: SurveyAnswerInput) => answerSurveyAction(survey.id, values),
    failure: t('failed'),
    onSuccess: (answer) => {
      setAnswered(form.getValues('choice'));
      notifySuccess(answer.message);
    },
  });
  const headingId = `survey-${survey.id}`;

  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {survey.title}
          </Title>
          <Badge variant={survey.open ? 'light' : 'default'} color={survey.open ? 'brand' : undefined}>
            {survey.open ? t('open', { date: formatDate(survey.closes_at) }) : t('closed', { date: formatDate(survey.closes_at) })}
          </Badge>
        </Group>
        {survey.open ? (
          <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="choice"
                render={({ field, fieldState }) => (
                  <Radio.Group label={survey.question} value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
                    <Stack gap="xs" mt="xs">
                      {survey.choices.map((choice) => (
                        <Radio key={choice} value={choice} label={choice} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Button type="submit" loading={mutation.isPending} w="fit-content">
                {answered ? t('change') : t('submit')}
              </Button>
            </Stack>
          </form>
        ) : (
          <>
            <Text>{survey.question}</Text>
            <Text size="sm" c="dimmed">
              {survey.my_choice ? t('yourAnswer', { choice: survey.my_choice }) : t('noAnswer')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
