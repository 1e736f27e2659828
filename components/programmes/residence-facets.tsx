'use client';

import { Anchor, Card, List, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Residence } from '@/lib/partner/programmes';
import { formatDate, formatEuros, formatMonth, formatPercent, formatSurface } from '@/lib/format';

function Facet({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={`facet-${id}`} data-facet={id}>
      <Title order={3} size="h5" id={`facet-${id}`} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {children} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}

/** Every facet of SPEC §1 that has content; a facet without content is not shown at all. */
export function ResidenceFacets({ residence: r, subscriptionUrl }: { residence: Residence; subscriptionUrl: string | null }) {
  const t = useTranslations('programmes.residence');
  const tl = useTranslations('programmes.lmnpTax');
  const plans = r.typologies.filter((row) => row.plan_url);
  const lmnp = r.lmnp_tax ? Object.entries(r.lmnp_tax) : [];
  return (
    <section aria-labelledby="facets-title">
      <Title order={2} size="h3" id="facets-title" mb="sm">
        {t('facets')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Facet id="price" title={t('price')}>
          <Text fw={600}>{t('priceRange', { from: formatEuros(r.price_from), to: formatEuros(r.price_to) })}</Text>
          {r.tax_scheme && <Text size="sm">{t('taxScheme', { scheme: r.tax_scheme })}</Text>}
          {r.delivery_date && <Text size="sm">{t('delivery', { date: formatMonth(r.delivery_date) })}</Text>}
          <Text size="sm">{t('lotsAvailable', { available: r.lots_available, total: r.lots_total })}</Text>
        </Facet>
        {r.yield !== null && (
          <Facet id="yield" title={t('yield')}>
            <Text fw={600}>{formatPercent(r.yield)}</Text>
            <Text size="xs" c="dimmed">
              {t('yieldNote')}
            </Text>
          </Facet>
        )}
        {r.calendar.length > 0 && (
          <Facet id="calendar" title={t('calendar')}>
            <List size="sm" spacing={4}>
              {r.calendar.map((step) => (
                <List.Item key={`${step.label}-${step.date}`}>
                  {step.label} : {formatDate(step.date)}
                </List.Item>
              ))}
            </List>
          </Facet>
        )}
        {r.notary && (
          <Facet id="notary" title={t('notary')}>
            <Text size="sm">{r.notary}</Text>
          </Facet>
        )}
        {r.video_url && (
          <Facet id="video" title={t('video')}>
            <ExternalLink href={r.video_url}>{t('watchVideo')}</ExternalLink>
          </Facet>
        )}
        {r.web_url && (
          <Facet id="web" title={t('web')}>
            <ExternalLink href={r.web_url}>{t('openWeb')}</ExternalLink>
          </Facet>
        )}
        {r.visit_360_url && (
          <Facet id="visit360" title={t('visit360')}>
            <ExternalLink href={r.visit_360_url}>{t('open360')}</ExternalLink>
          </Facet>
        )}
        {r.brochure_url && (
          <Facet id="brochure" title={t('brochure')}>
            <ExternalLink href={r.brochure_url}>{t('downloadBrochure')}</ExternalLink>
          </Facet>
        )}
        {r.master_plan_url && (
          <Facet id="master-plan" title={t('masterPlan')}>
            <ExternalLink href={r.master_plan_url}>{t('openMasterPlan')}</ExternalLink>
          </Facet>
        )}
        {plans.length > 0 && (
          <Facet id="individual-plans" title={t('individualPlans')}>
            <List size="sm" spacing={4}>
              {plans.map((row) => (
                <List.Item key={row.typology}>
                  <ExternalLink href={row.plan_url!}>{t('planOf', { typology: row.typology })}</ExternalLink>
                </List.Item>
              ))}
            </List>
          </Facet>
        )}
        {r.presentation_documents.length > 0 && (
          <Facet id="presentation-documents" title={t('presentationDocs')}>
            <List size="sm" spacing={4}>
              {r.presentation_documents.map((doc) => (
                <List.Item key={doc.url}>
                  <ExternalLink href={doc.url}>{doc.title}</ExternalLink>
                </List.Item>
              ))}
            </List>
          </Facet>
        )}
        {r.reservation_documents.length > 0 && (
          <Facet id="reservation-documents" title={t('reservationDocs')}>
            <List size="sm" spacing={4}>
              {r.reservation_documents.map((doc) => (
                <List.Item key={doc.url}>
                  <ExternalLink href={doc.url}>{doc.title}</ExternalLink>
                </List.Item>
              ))}
            </List>
          </Facet>
        )}
        {lmnp.length > 0 && (
          <Facet id="lmnp-tax" title={t('lmnpTax')}>
            <List size="sm" spacing={4}>
              {lmnp.map(([key, value]) => (
                <List.Item key={key}>
                  {tl.has(key) ? tl(key) : key} : {typeof value === 'number' ? `${value} %` : value}
                </List.Item>
              ))}
            </List>
          </Facet>
        )}
        {subscriptionUrl && (
          <Facet id="subscription" title={t('subscriptionForm')}>
            <ExternalLink href={subscriptionUrl}>{t('openSubscription')}</ExternalLink>
          </Facet>
        )}
      </SimpleGrid>
      {r.typologies.length > 0 && (
        <Card withBorder radius="md" mt="md" component="section" aria-labelledby="facet-price-grid" data-facet="price-grid">
          <Title order={3} size="h5" id="facet-price-grid" mb="xs">
            {t('priceGrid')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('grid.typology')}</Table.Th>
                  <Table.Th scope="col">{t('grid.lots')}</Table.Th>
                  <Table.Th scope="col">{t('grid.surfaceFrom')}</Table.Th>
                  <Table.Th scope="col">{t('grid.priceFrom')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.typologies.map((row) => (
                  <Table.Tr key={row.typology}>
                    <Table.Th scope="row">{row.typology}</Table.Th>
                    <Table.Td>{t('grid.available', { available: row.available, total: row.total })}</Table.Td>
                    <Table.Td>{formatSurface(row.surface_from)}</Table.Td>
                    <Table.Td>{formatEuros(row.price_from)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt="xs">
            {t('priceGridNote')}
          </Text>
        </Card>
      )}
    </section>
  );
}
