'use client';

import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Subscription } from '@/lib/partner/subscriptions';
import { PackForm, type SubscribableFund } from './pack-form';
import { SigningStep } from './signing-step';
import { LazyModal } from '@/components/ui/lazy-modal';

/** The fund page's 'Souscrire': pack form, then the in-app signing step, then the signed PDF. */
export function SubscribeButton({ fund }: { fund: SubscribableFund }) {
  const t = useTranslations('subscription');
  const [opened, modal] = useDisclosure(false);
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  return (
    <>
      <Button onClick={modal.open}>{t('button')}</Button>
      <LazyModal
        opened={opened}
        onClose={() => {
          modal.close();
          if (subscription?.status === 'signed') setSubscription(null);
        }}
        title={subscription ? t('signTitle') : t('title', { fund: fund.name })}
        size="lg"
      >
        {subscription ? <SigningStep subscription={subscription} onChange={setSubscription} /> : <PackForm fund={fund} onCreated={setSubscription} />}
      </LazyModal>
    </>
  );
}
