'use client';

import { Button, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormMutation } from '@/components/forms/use-form-mutation';
import { notifySuccess } from '@/components/notices/notify';
import { setProgrammeAccessAction } from '@/lib/back-office/actions';
import { labelled } from '@/lib/format/format';

const noErrorsOnFields = { setError: () => undefined };

/** One brand's access to a programme: its state, and the button that turns it the other way. */
export function ProgrammeAccessButton({ programme, brand }: { programme: { id: number; name: string }; brand: { code: string; open: boolean } }) {
  const t = useTranslations('backOffice');
  const label = brand.code.toUpperCase();
  const change = useFormMutation(noErrorsOnFields, {
    action: () => setProgrammeAccessAction(programme.id, brand.code, { open: !brand.open }),
    failure: t('errors.failed'),
    onSuccess: (answer: { message: string }) => {
      notifySuccess(answer.message);
    },
  });
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">
        {labelled(label, t(brand.open ? 'programmes.open' : 'programmes.closed'))}
      </Text>
      <Button
        size="xs"
        variant="default"
        loading={change.isPending}
        onClick={() => change.mutate({})}
        aria-label={t(brand.open ? 'programmes.closeNamed' : 'programmes.openNamed', { name: programme.name, brand: label })}
      >
        {t(brand.open ? 'programmes.close' : 'programmes.reopen')}
      </Button>
    </Group>
  );
}
