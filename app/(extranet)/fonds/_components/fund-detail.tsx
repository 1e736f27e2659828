'use client';

import { Anchor, Badge, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { formatEuros, formatEurosExact, formatPercent } from '@/lib/format/format';
import { ProgrammePhoto } from '@/components/programmes/programme-photo';
import { SubscribeButton } from '@/components/subscriptions/subscribe-button';
import type { Fund } from '@/lib/partner/funds';

/** A fund page: key figures, allocation models (fonds/modeles) and documents; empty parts are hidden. */
export function FundDetail({ fund }: { fund: Fund }) {
  const t = useTranslations('funds');
  const figures: [string, string][] = [
    [t('detail.manager'), fund.manager],
    [t('detail.category'), fund.category],
    [t('detail.minSubscription'), formatEuros(fund.min_subscription)],
    [t('detail.sharePrice'), formatEurosExact(fund.share_price)],
    ...(fund.yield !== null ? ([[t('detail.yield'), formatPercent(fund.yield)]] as [string, string][]) : []),
    [t('detail.risk'), `${fund.risk_level}/7`],
    ...(fund.entry_fees !== null ? ([[t('detail.entryFees'), formatPercent(fund.entry_fees)]] as [string, string][]) : []),
  ];
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Anchor component={Link} href="/fonds" size="sm">
          {t('detail.back')}
        </Anchor>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm">
            <Title order={1}>{fund.name}</Title>
            <Badge variant="filled" color="dark">
              {t('card.type')}
            </Badge>
          </Group>
          <Group gap="sm">
            <SubscribeButton fund={fund} />
            <FavoriteButton id={fund.id} name={fund.name} initial={fund.is_favorite} size="xl" />
          </Group>
        </Group>
      </Stack>
      {fund.photos.length > 0 && <ProgrammePhoto src={fund.photos[0]} alt={fund.name} height={220} slot="page" fallbackLabel={t('card.noPhoto')} />}
      <Text>{fund.description}</Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        {figures.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {fund.models.length > 0 && (
        <section aria-labelledby="fund-models">
          <Title order={2} size="h3" id="fund-models" mb="sm">
            {t('detail.models')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
            {fund.models.map((model) => (
              <Card key={model.id} withBorder component="article" aria-labelledby={`model-${model.id}`}>
                <Title order={3} size="h5" id={`model-${model.id}`}>
                  {model.name}
                </Title>
                <Text size="sm" c="dimmed" mb="xs">
                  {t('detail.minAmount', { amount: formatEuros(model.min_amount) })}
                </Text>
                <Text size="sm" mb="xs">
                  {model.description}
                </Text>
                <Stack gap={6}>
                  {model.allocation.map((part) => (
                    <div key={part.label}>
                      <Group justify="space-between">
                        <Text size="xs">{part.label}</Text>
                        <Text size="xs">{formatPercent(part.percent)}</Text>
                      </Group>
                      <Progress value={part.percent} size="sm" aria-label={`${part.label} ${formatPercent(part.percent)}`} />
                    </div>
                  ))}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
      {fund.documents.length > 0 && (
        <section aria-labelledby="fund-documents">
          <Title order={2} size="h3" id="fund-documents" mb="sm">
            {t('detail.documents')}
          </Title>
          <List spacing={4}>
            {fund.documents.map((document) => (
              <List.Item key={document.id}>
                <Anchor href={document.url} target="_blank" rel="noopener noreferrer" underline="always">
                  {document.title}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  ({document.kind})
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
