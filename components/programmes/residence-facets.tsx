'use client';

import { Table } from '@/components/ui/table';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import type { ResidenceFacts } from '@/lib/programmes/residence-facts';
import { formatDate, formatEuros, formatMonth, formatPercent, formatSurface, labelled } from '@/lib/format/format';
import classes from './residence-facets.module.css';
import { DrawnOnceLive } from '@/components/ui/drawn-once-live';
import { SectionTitle } from '@/components/ui/section-title';

function Facet({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.facet} aria-labelledby={`facet-${id}`} data-facet={id}>
      <h3 className={classes.title} id={`facet-${id}`}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={`${classes.link} phone-target`} href={href} target="_blank" rel="noopener noreferrer">
      {children} <SpriteIcon name="external-link" size={14} inline />
    </a>
  );
}

function FacetList({ items }: { items: { key: string; content: ReactNode }[] }) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.key}>
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  );
}

interface FacetsProps {
  residence: ResidenceFacts;
  subscriptionUrl: string | null;
}

/**
 * Every facet of SPEC §1 that has content; a facet without content is not shown at all. The facets are drawn by the
 * browser once the page is live, like the lot grid's rows: far below the first screen, their facts already travel in
 * the page as this component's data, and as markup they were almost a quarter of a residence page's elements. The
 * section's title is the server's, so the page's links to it hold from the first paint.
 */
export function ResidenceFacets(props: FacetsProps) {
  const t = useTranslations('programmes.residence');
  return (
    <section aria-labelledby="facets-title">
      <SectionTitle id="facets-title" spaced>
        {t('facets')}
      </SectionTitle>
      <DrawnOnceLive>
        <Facets {...props} />
      </DrawnOnceLive>
    </section>
  );
}

function Facets({ residence: r, subscriptionUrl }: FacetsProps) {
  const t = useTranslations('programmes.residence');
  const tl = useTranslations('programmes.lmnpTax');
  const plans = r.typologies.filter((row) => row.plan_url);
  const lmnp = r.lmnp_tax ? Object.entries(r.lmnp_tax) : [];
  const documentLinks = (documents: { title: string; url: string }[]) =>
    documents.map((doc) => ({ key: doc.url, content: <ExternalLink href={doc.url}>{doc.title}</ExternalLink> }));
  return (
    <>
      <div className={classes.grid}>
        <Facet id="price" title={t('price')}>
          <p className={classes.lead}>{t('priceRange', { from: formatEuros(r.price_from), to: formatEuros(r.price_to) })}</p>
          {r.tax_scheme && <p className={classes.small}>{t('taxScheme', { scheme: r.tax_scheme })}</p>}
          {r.delivery_date && <p className={classes.small}>{t('delivery', { date: formatMonth(r.delivery_date) })}</p>}
        </Facet>
        {r.yield !== null && (
          <Facet id="yield" title={t('yield')}>
            <p className={classes.lead}>{formatPercent(r.yield)}</p>
            <p className={classes.note}>{t('yieldNote')}</p>
          </Facet>
        )}
        {r.calendar.length > 0 && (
          <Facet id="calendar" title={t('calendar')}>
            <FacetList
              items={r.calendar.map((step) => ({ key: `${step.label}-${step.date}`, content: labelled(step.label, formatDate(step.date)) }))}
            />
          </Facet>
        )}
        {r.notary && (
          <Facet id="notary" title={t('notary')}>
            <p className={classes.small}>{r.notary}</p>
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
            <FacetList
              items={plans.map((row) => ({
                key: row.typology,
                content: <ExternalLink href={row.plan_url!}>{t('planOf', { typology: row.typology })}</ExternalLink>,
              }))}
            />
          </Facet>
        )}
        {r.presentation_documents.length > 0 && (
          <Facet id="presentation-documents" title={t('presentationDocs')}>
            <FacetList items={documentLinks(r.presentation_documents)} />
          </Facet>
        )}
        {r.reservation_documents.length > 0 && (
          <Facet id="reservation-documents" title={t('reservationDocs')}>
            <FacetList items={documentLinks(r.reservation_documents)} />
          </Facet>
        )}
        {lmnp.length > 0 && (
          <Facet id="lmnp-tax" title={t('lmnpTax')}>
            <FacetList
              items={lmnp.map(([key, value]) => ({
                key,
                content: labelled(tl.has(key) ? tl(key) : key, typeof value === 'number' ? formatPercent(value) : value),
              }))}
            />
          </Facet>
        )}
        {subscriptionUrl && (
          <Facet id="subscription" title={t('subscriptionForm')}>
            <ExternalLink href={subscriptionUrl}>{t('openSubscription')}</ExternalLink>
          </Facet>
        )}
      </div>
      {r.typologies.length > 0 && (
        <section className={`${classes.facet} ${classes.priceGrid}`} aria-labelledby="facet-price-grid" data-facet="price-grid">
          <h3 className={classes.title} id="facet-price-grid">
            {t('priceGrid')}
          </h3>
          <Table.ScrollContainer minWidth={320} tabIndex={0} role="region" aria-labelledby="facet-price-grid">
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
          <p className={classes.note}>{t('priceGridNote')}</p>
        </section>
      )}
    </>
  );
}
