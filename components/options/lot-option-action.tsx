'use client';

import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { notifySuccess } from '@/components/notices/notify';
import { PlaceOptionForm } from './place-option-form';

export type OptionableLot = { id: number; reference: string; status: 'available' | 'optioned' | 'reserved' | 'sold' };

/** The lot panel's 'Poser une option' action (POST options); the lot and the grid refresh afterwards. */
export function LotOptionAction({ lot }: { lot: OptionableLot }) {
  const t = useTranslations('options.place');
  const ts = useTranslations('success');
  const [opened, modal] = useDisclosure(false);
  const queryClient = useQueryClient();
  const router = useRouter();

  if (lot.status !== 'available') {
    return (
      <Text size="sm" c="dimmed">
        {t('notAvailable')}
      </Text>
    );
  }
  return (
    <>
      <Button onClick={modal.open} data-testid="place-option">
        {t('button')}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={t('title', { reference: lot.reference })}>
        <PlaceOptionForm
          lotId={lot.id}
          onPlaced={async () => {
            notifySuccess(ts('optionPlace'));
            modal.close();
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: ['lot', lot.id] }),
              queryClient.invalidateQueries({ queryKey: ['options'] }),
            ]);
            router.refresh();
          }}
        />
      </Modal>
    </>
  );
}
