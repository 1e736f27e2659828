'use client';

import { Anchor, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { InlineLoader } from '@/components/ui/inline-loader';
import { formatDateTime } from '@/lib/format/format';
import type { OptionableLot } from './lot-option-action';
import { OptionSteps } from './option-steps';
import { useOwnLiveOption, useSettleOptionStep } from './own-options';
import { LazyPlaceOptionForm } from './lazy-option-forms';

/**
 * The reservation of a lot from its panel, one step after the other in place: the option form on an available lot;
 * on the adviser's own option, its end, the next step and the steps themselves (contract data, notification).
 */
export function LotReservation({ lot }: { lot: OptionableLot }) {
  const t = useTranslations('options');
  const ts = useTranslations('success');
  const settle = useSettleOptionStep();
  const { option, isPending } = useOwnLiveOption(lot.id);

  if (lot.status === 'available') {
    return (
      <section aria-labelledby={`place-step-${lot.id}`}>
        <Title order={3} size="h5" id={`place-step-${lot.id}`} mb="xs">
          {t('steps.place')}
        </Title>
        <LazyPlaceOptionForm
          lotId={lot.id}
          onPlaced={(answer) => settle(lot.status, answer, ts('optionPlace'))}
        />
      </section>
    );
  }
  if (option) {
    const next = option.actions.includes('notify') ? 'nextNotify' : option.actions.includes('contract') ? 'nextContract' : null;
    return (
      <Stack gap="sm" data-own-option={option.id}>
        <Text size="sm" fw={600}>
          {option.status === 'placed' && option.expires_at
            ? t('steps.ownOption', { date: formatDateTime(option.expires_at) })
            : t(`status.${option.status}`)}{' '}
          <Anchor component={Link} href={`/options#option-${option.id}`} size="sm">
            {t('steps.seeOption')}
          </Anchor>
        </Text>
        {next && <Text size="sm">{t(`steps.${next}`)}</Text>}
        <OptionSteps option={option} inline />
      </Stack>
    );
  }
  if (isPending) return <InlineLoader label={t('steps.loading')} />;
  return (
    <Text size="sm" c="dimmed">
      {t('place.notAvailable')}
    </Text>
  );
}
