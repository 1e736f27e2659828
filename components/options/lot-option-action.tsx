'use client';

import { Anchor, Button, Group, Text } from '@mantine/core';
import Link from 'next/link';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useSettleOptionStep } from './own-options';
import { LazyPlaceOptionForm } from './lazy-option-forms';
import { LazyModal } from '@/components/ui/lazy-modal';

export type OptionableLot = {
  id: number;
  reference: string;
  status: 'available' | 'optioned' | 'reserved' | 'sold';
  price: number;
  rent: number | null;
};

/** A lot's 'Poser une option' action in a dialog (POST options, from the comparison); its answer shows at once. */
export function LotOptionAction({ lot }: { lot: OptionableLot }) {
  const t = useTranslations('options.place');
  const ts = useTranslations('success');
  const tsim = useTranslations('simulation');
  const [opened, modal] = useDisclosure(false);
  const settle = useSettleOptionStep();
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
      <LazyModal opened={opened} onClose={modal.close} title={t('title', { reference: lot.reference })}>
        <LazyPlaceOptionForm
          lotId={lot.id}
          onPlaced={(answer) => {
            modal.close();
            settle(lot.status, answer, ts('optionPlace'));
          }}
        />
      </LazyModal>
    </>
  );
}
