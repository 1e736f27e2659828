'use client';

import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { failureMessage } from './failure-message';
import { notifyError } from '@/components/notices/notify';
import { unwrap } from '@/lib/actions/action-result';
import type { Option, OptionAnswer } from '@/lib/partner/options';
import { optionStepAction } from '@/lib/selling/option-actions';
import { LazyContractForm } from './lazy-option-forms';
import { useSettleOptionStep } from './own-options';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';
import { LazyModal } from '@/components/ui/lazy-modal';

type Step = 'release' | 'extend' | 'notify' | 'withdraw';

/**
 * The steps of an option after it is placed, the same on the options screen and in the lot panel: contract data,
 * then the notification (which says what unlocks it), then extension, withdrawal, release and documents.
 * `inline`: the contract form shows in place (the lot panel) instead of in a dialog (a row of the options screen).
 * Each step's answer shows at once in the lists, the lot and the grid; the success notice follows.
 */
export function OptionSteps({ option, inline = false }: { option: Option; inline?: boolean }) {
  const t = useTranslations('options');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const settleStep = useSettleOptionStep();
  const [contractOpen, contract] = useDisclosure(false);
  const [docsOpen, docs] = useDisclosure(false);
  const [confirmOpen, confirmDialog] = useDisclosure(false);
  const [asked, setAsked] = useState<Step>('release');
  const lockedHintId = useId();
  const reference = option.lot.reference;

  const texts: Record<Step, { ok: string; ko: string; confirm?: string }> = {
    release: { ok: ts('optionRelease'), ko: te('optionRelease'), confirm: t('confirmRelease', { reference }) },
    extend: { ok: t('extended'), ko: te('generic') },
    notify: { ok: ts('reservation'), ko: te('reservation'), confirm: t('confirmNotify', { reference }) },
    withdraw: { ok: t('withdrawn'), ko: te('generic'), confirm: t('confirmWithdraw', { reference }) },
  };
  const settle = (answer: OptionAnswer, notice: string) => settleStep(option.lot.status, answer, notice);
  const step = useMutation({
    mutationFn: async (name: Step) => ({ name, answer: unwrap(await optionStepAction(name, option.id)) }),
    onSuccess: ({ name, answer }) => settle(answer, texts[name].ok),
    onError: (error, name) => notifyError(failureMessage(texts[name].ko, error.message || undefined)),
  });
  const documents = useQuery({
    queryKey: queryKeys.options.documents(option.id),
    enabled: docsOpen,
    queryFn: () =>
      fetchRead('optionDocuments', { id: option.id }).catch((error: unknown) => {
        notifyError(te('reservationDocuments'));
        throw error;
      }),
  });

  const run = (name: Step) => {
    if (step.isPending) return;
    if (!texts[name].confirm) return step.mutate(name);
    setAsked(name);
    confirmDialog.open();
  };
  const stepButton = (name: Step) =>
    option.actions.includes(name) && (
      <Button key={name} size="xs" variant={name === 'release' ? 'default' : 'light'} onClick={() => run(name)} disabled={step.isPending}>
        {t(`actions.${name}`)}
      </Button>
    );
  const canContract = option.actions.includes('contract');
  // Notifying needs the contract data: until they are saved the button shows, disabled, with the reason.
  const notifyLocked = option.status === 'placed' && !option.actions.includes('notify');
  const contractForm = (onSaved: () => void) => (
    <LazyContractForm
      option={option}
      onSaved={(answer) => {
        settle(answer, t('contractSaved'));
        onSaved();
      }}
    />
  );

  const notifyStep = notifyLocked ? (
    <Stack gap={4}>
      <Button size="xs" variant="light" disabled aria-describedby={lockedHintId}>
        {t('actions.notify')}
      </Button>
      <Text size="xs" c="dimmed" id={lockedHintId}>
        {t('steps.notifyLocked')}
      </Text>
    </Stack>
  ) : (
    stepButton('notify')
  );
  const others = (
    <>
      {stepButton('extend')}
      {stepButton('withdraw')}
      {stepButton('release')}
      {['placed', 'notified', 'reserved'].includes(option.status) && (
        <Anchor component="button" type="button" size="xs" onClick={docs.open}>
          {t('actions.documents')}
        </Anchor>
      )}
    </>
  );
  const dialogs = (
    <>
      <LazyModal opened={confirmOpen} onClose={confirmDialog.close} title={t(`actions.${asked}`)}>
        <Text size="sm">{texts[asked].confirm}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirmDialog.close}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => {
              confirmDialog.close();
              step.mutate(asked);
            }}
          >
            {t('confirm')}
          </Button>
        </Group>
      </LazyModal>
      <LazyModal opened={docsOpen} onClose={docs.close} title={t('actions.documents')}>
        {documents.data && documents.data.length === 0 && <Text size="sm">{t('noDocuments')}</Text>}
        <List>
          {(documents.data ?? []).map((doc) => (
            <List.Item key={doc.url}>
              <Anchor href={doc.url} target="_blank" rel="noopener noreferrer">
                {doc.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </LazyModal>
    </>
  );

  if (inline) {
    return (
      <Stack gap="md">
        {canContract && (
          <section aria-labelledby={`contract-step-${option.id}`}>
            <Title order={3} size="h5" id={`contract-step-${option.id}`} mb="xs">
              {t('steps.contract')}
            </Title>
            {contractForm(() => undefined)}
          </section>
        )}
        {(notifyLocked || option.actions.includes('notify')) && (
          <section aria-labelledby={`notify-step-${option.id}`}>
            <Title order={3} size="h5" id={`notify-step-${option.id}`} mb="xs">
              {t('steps.notify')}
            </Title>
            {notifyStep}
          </section>
        )}
        <Group gap="xs">{others}</Group>
        {dialogs}
      </Stack>
    );
  }
  return (
    <Group gap="xs" align="flex-start">
      {canContract && (
        <Button size="xs" variant="light" onClick={contract.open}>
          {t('actions.contract')}
        </Button>
      )}
      {notifyStep}
      {others}
      <LazyModal opened={contractOpen} onClose={contract.close} title={t('contract.title', { reference })}>
        {contractForm(contract.close)}
      </LazyModal>
      {dialogs}
    </Group>
  );
}
