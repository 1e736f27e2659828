'use client';

import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { Table } from '@/components/ui/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { remaining } from '@/components/options/countdown';
import { useNow } from '@/components/options/use-now';
import { formatEuros } from '@/lib/format/format';
import type { Option } from '@/lib/partner/options';
import { OptionSteps } from '@/components/options/option-steps';
import { fetchOptions, type OptionTab } from '@/components/options/own-options';
import { EmptyState } from '@/components/ui/empty-state';
import stacked from '@/components/ui/stacked-table.module.css';
import { ButtonLink } from '@/components/programmes/button-link';
import { queryKeys } from '@/lib/client-data/query-keys';

const STATUS_COLORS: Record<Option['status'], string> = {
  placed: 'yellow',
  notified: 'orange',
  reserved: 'green',
  released: 'gray',
  expired: 'gray',
  withdrawn: 'gray',
};

/** A coloured dot beside the state's words (the colour alone carries no meaning). */
const StatusDot = ({ color }: { color: string }) => (
  <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${color}-6)` }} />
);

/**
 * The adviser's options by tab, with a countdown to each deadline and the actions their state allows; `renderedAt`
 * is the server's time when it wrote the page.
 */
export function OptionsBoard({ initialLive, renderedAt }: { initialLive: Option[]; renderedAt: number }) {
  const t = useTranslations('options');
  const te = useTranslations('emptyStates');
  const [tab, setTab] = useState<OptionTab>('live');
  const now = useNow(renderedAt);
  const { data = [] } = useQuery({
    queryKey: queryKeys.options.tab(tab),
    queryFn: () => fetchOptions(tab),
    initialData: tab === 'live' ? initialLive : undefined,
    staleTime: 0,
  });

  const deadline = (option: Option) => {
    const left = (until: string) => {
      const { past, days, hours, minutes } = remaining(until, now);
      if (past) return t('expiredNow');
      return days ? t('countdown', { days, hours, minutes }) : t('countdownShort', { hours, minutes });
    };
    if (option.status === 'placed' && option.expires_at) return t('expiresIn', { time: left(option.expires_at) });
    if (option.status === 'notified' && option.withdrawal_ends_at) return t('withdrawalUntil', { time: left(option.withdrawal_ends_at) });
    if (option.status === 'reserved') {
      const step = option.reservation?.status;
      return step === 'signed' || step === 'deed_signed' ? t(`reservationStatus.${step}`) : t('firm');
    }
    return '–';
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Tabs value={tab} onChange={(value) => setTab((value as OptionTab) ?? 'live')}>
        <Tabs.List>
          <Tabs.Tab value="live">{t('tabs.live')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {data.length === 0 ? (
        <EmptyState
          title={t('empty')}
          description={te(tab === 'live' ? 'options' : 'optionsHistory')}
          action={tab === 'live' && <ButtonLink href="/programmes">{te('seeProgrammes')}</ButtonLink>}
        />
      ) : (
        // Beside the menu cells wrap rather than run past the right edge; on a phone each option is a card.
        <Table.ScrollContainer minWidth={640} className={stacked.scroller}>
          <Table striped highlightOnHover className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.lot')}</Table.Th>
                <Table.Th>{t('columns.client')}</Table.Th>
                <Table.Th>{t('columns.optionneur')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.deadline')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((option) => (
                <Table.Tr key={option.id} id={`option-${option.id}`} data-option={option.id} data-lot-id={option.lot.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {option.lot.residence.name} – {option.lot.reference}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {option.lot.typology} · {formatEuros(option.lot.price)} · {option.lot.residence.city}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('columns.client')}>{option.client ? `${option.client.prenom} ${option.client.nom}` : '–'}</Table.Td>
                  <Table.Td data-label={t('columns.optionneur')}>{option.optionneur ? `${option.optionneur.prenom} ${option.optionneur.nom}` : '–'}</Table.Td>
                  <Table.Td data-label={t('columns.status')}>
                    <Badge variant="default" leftSection={<StatusDot color={STATUS_COLORS[option.status]} />}>
                      {t(`status.${option.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label={t('columns.deadline')}>
                    <Text size="sm" data-countdown>
                      {deadline(option)}
                    </Text>
                    {option.status === 'placed' && (
                      <Text size="xs" c="dimmed">
                        {t('extensionsLeft', { count: option.extensions_left })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <OptionSteps option={option} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
