import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { DashboardCharts } from '@/components/dashboard/dashboard-charts';
import { formatEuros, formatNumber } from '@/lib/format/format';
import { FigureTiles } from '@/components/stats/figure-tiles';
import { AnchorLink } from '@/components/ui/anchor-link';
import type { HomeBlock, ResidenceActivity } from '@/lib/partner/home';

async function ResidenceList({ residences }: { residences: ResidenceActivity[] }) {
  const t = await getTranslations('home.blocks');
  if (!residences.length) return <Text>{t('noResidences')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {residences.map((residence) => (
        <Paper component="li" key={residence.id} withBorder p="sm" radius="md">
          <AnchorLink href={`/dashboard/residence/${residence.id}`} fw={600} aria-label={t('residenceDashboard', { name: residence.name })}>
            {residence.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {residence.city}
          </Text>
          <Text size="sm">{t('residenceSummary', { options: residence.options, reservations: residence.reservations, sales: residence.sales })}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** One home block: its figures, its charts (empty ones dropped) and where to read more. */
export async function HomeBlockSection({ block }: { block: HomeBlock }) {
  const t = await getTranslations('home.blocks');
  const id = `home-block-${block.display.page.replace(/\W+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {block.display.label}
      </Title>
      {block.figures.length > 0 && (
        <FigureTiles tiles={block.figures.map((f) => ({ label: f.label, value: f.format === 'euros' ? formatEuros(f.value) : formatNumber(f.value) }))} />
      )}
      {block.residences && <ResidenceList residences={block.residences} />}
      <DashboardCharts charts={block.charts} headingOrder={3} />
      {block.display.page.startsWith('stats/') && (
        <AnchorLink href={`/${block.display.page}`}>
          {t('seeStats')}
        </AnchorLink>
      )}
    </Stack>
  );
}
