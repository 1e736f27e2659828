import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorNotice } from '@/components/notices/error-notice';
import { PageNumbersError, pageCount } from '@/lib/partner/paging';
import { filterOptionsOf, residenceListOf } from '@/lib/cache/catalogue';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { isSubscribeState } from '@/lib/partner/subscription';
import { parseProgrammeFilters } from '@/lib/programmes/filter-parsing';
import { programmeSearchParams, type ResidenceType, type SearchParams } from '@/lib/programmes/filters';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { ButtonLink } from '@/components/programmes/button-link';
import { PaginationNav } from '@/components/programmes/pagination-nav';
import { OtherCategories } from '@/components/programmes/other-categories';
import { ProgrammeFilters } from '@/components/programmes/programme-filters';
import { firstScreenMedia } from '@/components/programmes/first-screen';
import { ResidenceCard } from '@/components/programmes/residence-card';
import { SubscribeState } from '@/components/programmes/subscribe-state';
import { DrawnOnceLive } from '@/components/ui/drawn-once-live';
import { PlainGroup, PlainStack } from '@/components/ui/plain-layout';
import { PlainText, PlainTitle } from '@/components/ui/plain-text';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import columns from '@/components/ui/columns.module.css';
import classes from './programme-list.module.css';

/**
 * A server-rendered, server-filtered programme list: the page and its filter values load in one round
 * (in parallel); the filters come from the URL.
 */
export async function ProgrammeList({
  type,
  pathname,
  searchParams,
  title,
  children,
}: {
  type?: ResidenceType;
  pathname: string;
  searchParams: SearchParams;
  title: string;
  /** Extra sections under the list (the lrp funds of /programmes). */
  children?: ReactNode;
}) {
  const session = await requireSession();
  const filters = parseProgrammeFilters(searchParams);
  const { catalogueScope } = await loadExtranetShell();
  const [t, te, list, options] = await Promise.all([
    getTranslations('programmes'),
    getTranslations('errors'),
    load(residenceListOf(catalogueScope, session.accessToken, type, filters)),
    load(filterOptionsOf(catalogueScope, session.accessToken, type)),
  ]);

  const header = (
    <PlainGroup justify="space-between" align="flex-end">
      <PlainTitle order={1}>{title}</PlainTitle>
      <ButtonLink href="/programmes/carte" variant="light" leftSection={<SpriteIcon name="map" size={18} />}>
        {t('map.link')}
      </ButtonLink>
    </PlainGroup>
  );

  if (list.ok && isSubscribeState(list.value)) {
    return (
      <PlainStack gap="lg">
        {header}
        <SubscribeState message={list.value.message} />
        {children}
      </PlainStack>
    );
  }

  let pages = 1;
  let pagingFailed = false;
  if (list.ok && !isSubscribeState(list.value)) {
    try {
      pages = pageCount(list.value.data);
    } catch (error) {
      if (!(error instanceof PageNumbersError)) throw error;
      pagingFailed = true;
    }
  }
  const page = list.ok && !isSubscribeState(list.value) ? list.value.data : null;

  return (
    <PlainStack gap="lg">
      {header}
      {!list.ok && <ErrorNotice title={te('title')} message={te('async')} />}
      {pagingFailed && <ErrorNotice title={te('title')} message={te('pageNumbers')} />}
      <ProgrammeFilters pathname={pathname} filters={filters} options={options.ok ? options.value : null} showType={!type} />
      {page && (
        <section aria-labelledby="programme-results">
          <p id="programme-results" className={classes.count} role="status">
            {t('count', { count: page.total })}
          </p>
          {type && filters.location && <OtherCategories type={type} location={filters.location} />}
          {page.data.length ? (
            <ul className={`${columns.columns} ${classes.cards}`}>
              {/* The cards a first screen can show (a phone's one, a laptop's row of three) are drawn by the server,
                  outside any Suspense boundary: React shows a boundary streamed after the page around it up to 300 ms
                  later, and their photos are the page's largest paint. The browser draws the others once the page is
                  live, in places of a card's size. */}
              {page.data.map((residence, index) => {
                const firstScreen = firstScreenMedia(index);
                return (
                  <li key={residence.id}>
                    {firstScreen ? (
                      <ResidenceCard residence={residence} headingLevel={2} firstScreen={firstScreen} />
                    ) : (
                      <DrawnOnceLive placeholder={<div className={classes.cardPlace} />}>
                        <ResidenceCard residence={residence} headingLevel={2} />
                      </DrawnOnceLive>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <PlainStack align="flex-start" gap="xs">
              <PlainText>{t('empty')}</PlainText>
              <ButtonLink href={pathname} variant="subtle" style={{ paddingInline: 0 }}>
                {t('filters.reset')}
              </ButtonLink>
            </PlainStack>
          )}
          <PaginationNav pathname={pathname} queryString={programmeSearchParams(filters).toString()} page={page.current_page} pages={pages} />
        </section>
      )}
      {children}
    </PlainStack>
  );
}
