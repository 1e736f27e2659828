'use client';

import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import Link from 'next/link';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { notifySuccess } from '@/components/notices/notify';
import { PlaceOptionForm } from './place-option-form';

export type OptionableLot = {
  id: number;
  reference: string;
  status: 'available' | 'optioned' | 'reserved' | 'sold';
  price: number;
  rent: number | null;
};

/** The lot panel's 'Poser une option' action (POST options); the lot and the grid refresh afterwards. */
export function LotOptionAction({ lot }: { lot: OptionableLot }) {
  const t = useTranslations('options.place');
  const ts = useTranslations('success');
  const tsim = useTranslations('simulation');
  const [opened, modal] = useDisclosure(false);
  const queryClient = useQueryClient();
  const router = useRouter();
  const simulate = (
    <Anchor component={Link} href={`/simulations?prix=${lot.price}&lot=${lot.id}${lot.rent ? `&loyer=${lot.rent}` : ''}`} size="sm">
      {tsim('title')}
    </Anchor>
  );

  if (lot.status !== 'available') {
    return (
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t('notAvailable')}
        </Text>
        {simulate}
      </Group>
    );
  }
  return (
    <>
      <Group gap="md">
        <Button onClick={modal.open}>{t('button')}</Button>
        {simulate}
      </Group>
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
