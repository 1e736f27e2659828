'use client';

import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/components/options/failure-message';
import { notifyError, notifySuccess } from '@/components/notices/notify';
import { unwrap } from '@/lib/action-result';
import type { Option } from '@/lib/partner/options';
import { optionStepAction, reservationDocumentsAction } from '@/lib/selling/option-actions';
import { ContractForm } from './contract-form';

type Step = 'release' | 'extend' | 'notify' | 'withdraw';

/** The buttons an option's state allows; every change refreshes the lists and the lot grid. */
export function OptionActions({ option }: { option: Option }) {
  const t = useTranslations('options');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const queryClient = useQueryClient();
  const router = useRouter();
  const [contractOpen, contract] = useDisclosure(false);
  const [docsOpen, docs] = useDisclosure(false);
  const reference = option.lot.reference;

  const texts: Record<Step, { ok: string; ko: string; confirm?: string }> = {
    release: { ok: ts('optionRelease'), ko: te('optionRelease'), confirm: t('confirmRelease', { reference }) },
    extend: { ok: t('extended'), ko: te('generic') },
    notify: { ok: ts('reservation'), ko: te('reservation'), confirm: t('confirmNotify', { reference }) },
    withdraw: { ok: t('withdrawn'), ko: te('generic'), confirm: t('confirmWithdraw', { reference }) },
  };
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['options'] });
    await queryClient.invalidateQueries({ queryKey: ['lot', option.lot.id] });
    router.refresh();
  };
  const step = useMutation({
    mutationFn: async (name: Step) => {
      unwrap(await optionStepAction(name, option.id));
      return name;
    },
    onSuccess: async (name) => {
      notifySuccess(texts[name].ok);
      await refresh();
    },
    onError: (error, name) => notifyError(failureMessage(texts[name].ko, error.message || undefined)),
  });
  const documents = useQuery({
    queryKey: ['options', option.id, 'documents'],
    enabled: docsOpen,
    queryFn: async () => {
      const result = await reservationDocumentsAction(option.id);
      if (!result.ok) notifyError(te('reservationDocuments'));
      return unwrap(result).data;
    },
  });

  const run = (name: Step) => {
    if (step.isPending) return;
    const confirm = texts[name].confirm;
    if (!confirm) return step.mutate(name);
    modals.openConfirmModal({
      title: t(`actions.${name}`),
      children: <Text size="sm">{confirm}</Text>,
      labels: { confirm: t('confirm'), cancel: t('cancel') },
      onConfirm: () => step.mutate(name),
    });
  };
  const stepButton = (name: Step) =>
    option.actions.includes(name) && (
      <Button key={name} size="xs" variant={name === 'release' ? 'default' : 'light'} onClick={() => run(name)} disabled={step.isPending}>
        {t(`actions.${name}`)}
      </Button>
    );

  return (
    <Group gap="xs">
      {option.actions.includes('contract') && (
        <Button size="xs" variant="light" onClick={contract.open}>
          {t('actions.contract')}
        </Button>
      )}
      {stepButton('notify')}
      {stepButton('extend')}
      {stepButton('withdraw')}
      {stepButton('release')}
      {['placed', 'notified', 'reserved'].includes(option.status) && (
        <Anchor component="button" type="button" size="xs" onClick={docs.open}>
          {t('actions.documents')}
        </Anchor>
      )}
      <Modal opened={contractOpen} onClose={contract.close} title={t('contract.title', { reference })}>
        <ContractForm
          option={option}
          onSaved={async () => {
            contract.close();
            await refresh();
          }}
        />
      </Modal>
      <Modal opened={docsOpen} onClose={docs.close} title={t('actions.documents')}>
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
      </Modal>
    </Group>
  );
}
