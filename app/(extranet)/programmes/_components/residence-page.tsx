import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { PageHeader } from '@/components/layout/page-header';
import { LiveCursor } from '@/components/live/live-cursor';
import { ErrorNotice } from '@/components/notices/error-notice';
import { env } from '@/lib/runtime/env';
import { lotGridOf, pointsOfInterestOf, residenceOf } from '@/lib/cache/catalogue';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { getResidenceState } from '@/lib/partner/programmes';
import { isSubscribeState } from '@/lib/partner/subscription';
import { residenceHref } from '@/lib/programmes/filters';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { ButtonLink } from '@/components/programmes/button-link';
import { Neighbourhood } from '@/components/programmes/neighbourhood';
import { ResidenceFacets } from '@/components/programmes/residence-facets';
import { residenceFacts } from '@/lib/programmes/residence-facts';
import { ResidenceGallery } from '@/components/programmes/residence-gallery';
import { SubscribeState } from '@/components/programmes/subscribe-state';
import { withLiveState } from '@/lib/programmes/live-state';
import { toJsonText } from '@/lib/client-data/json-text';
import { packPoints } from '@/lib/programmes/packed-points';
import { ResidenceOverview } from '@/components/programmes/residence-overview';
import { FilledBadge } from '@/components/ui/filled-badge';
import { SectionTitle } from '@/components/ui/section-title';
import { PlainStack } from '@/components/ui/plain-layout';
import { PlainText } from '@/components/ui/plain-text';

const listOfType: Record<string, string> = {
  neuf: '/programmes/neuf',
  ancien: '/programmes/ancien',
  residentiel: '/programmes/residentiel',
  impact: '/programmes/impacts',
};

/** The type segment of a residence URL: `/programmes/{segment}/{id}`. */
export type ResidenceRoute = 'LMNP' | 'decote' | 'impacts' | 'residence';

/**
 * A residence page, grid first: key facts and the lot grid on the first screen, then photos, description, facets
 * and neighbourhood below, each linked from the top; all read in one parallel round. Reached through the
 * type segment of another kind of residence, it redirects to its own URL.
 */
/** One read per request, shared by the metadata and the page. */
const loadResidence = cache((scope: string | null, token: string, id: number) => load(residenceOf(scope, token, id), { notFoundOn404: true }));

/** The residence's name as the page title, whichever type segment reached it. */
export async function residenceMetadata(id: number) {
  const session = await requireSession();
  const { catalogueScope: scope } = await loadExtranetShell();
  const [tp, residence] = await Promise.all([getTranslations('pageHeader'), loadResidence(scope, session.accessToken, id)]);
  const name = residence.ok && !isSubscribeState(residence.value) ? residence.value.data?.name : undefined;
  return { title: name ?? tp('programmes') };
}

export async function ResidencePage({ id, route }: { id: number; route: ResidenceRoute }) {
  const session = await requireSession();
  const token = session.accessToken;
  const { catalogueScope: scope } = await loadExtranetShell();
  const [t, tp, te, residence, grid, state, points] = await Promise.all([
    getTranslations('programmes'),
    getTranslations('pageHeader'),
    getTranslations('errors'),
    loadResidence(scope, token, id),
    load(lotGridOf(scope, token, id)),
    load(getResidenceState(token, id)),
    load(pointsOfInterestOf(scope, token, id)),
  ]);

  if (!residence.ok) {
    return (
      <PlainStack>
        <ErrorNotice title={te('title')} message={te('async')} />
        <ButtonLink href="/programmes" variant="subtle" style={{ paddingInline: 0 }}>
          {t('residence.back')}
        </ButtonLink>
      </PlainStack>
    );
  }
  if (isSubscribeState(residence.value)) return <SubscribeState message={residence.value.message} />;
  if (!residence.value.data) notFound();
  const ownHref = residenceHref(residence.value.data);
  if (ownHref !== `/programmes/${route}/${id}`) redirect(ownHref);
  // Cached catalogue + live state; without the live state no lot is shown, so none is offered on a stale status.
  const live = state.ok ? withLiveState(residence.value.data, grid.ok ? grid.value : null, state.value) : null;
  const r = live?.residence ?? residence.value.data;
  const lots = live?.lots ?? null;
  const subscriptionUrl = state.ok ? state.value.subscription_url : null;
  const facts = residenceFacts(r);
  const nearby = points.ok && points.value.length > 0 ? points.value : null;

  return (
    <PlainStack gap="xl">
      {state.ok && <LiveCursor after={state.value.event_cursor} />}
      {!lots && <ErrorNotice title={te('title')} message={te('lots')} />}
      {!state.ok && <ErrorNotice title={te('title')} message={te('subscriptionForm')} />}
      <PageHeader
        title={r.name}
        crumbs={[
          { label: tp('programmes'), href: '/programmes' },
          ...(listOfType[r.type] ? [{ label: t(`types.${r.type}`), href: listOfType[r.type] }] : []),
        ]}
        badges={<FilledBadge tone="dark">{t(`types.${r.type}`)}</FilledBadge>}
        context={
          <>
            <PlainText dimmed>{[r.address, `${r.postcode} ${r.city}`, r.department].filter(Boolean).join(' · ')}</PlainText>
            {r.promoter && <PlainText size="sm">{t('residence.promoter', { name: r.promoter })}</PlainText>}
          </>
        }
        actions={<FavoriteButton id={r.id} name={r.name} initial={r.is_favorite} size="xl" />}
      />
      <ResidenceOverview
        residenceId={r.id}
        residenceName={r.name}
        facts={facts}
        lots={lots && toJsonText(lots)}
        sections={[r.photos.length > 0 && 'facet-photos', 'facets-title', nearby && 'neighbourhood-title'].filter((id) => typeof id === 'string')}
      />
      <ResidenceGallery name={r.name} photos={r.photos} />
      <section aria-labelledby="residence-description">
        <SectionTitle id="residence-description" spaced>
          {t('residence.description')}
        </SectionTitle>
        <PlainText>{r.description}</PlainText>
      </section>
      <ResidenceFacets residence={facts} subscriptionUrl={subscriptionUrl} />
      {nearby && (
        <Neighbourhood
          tileUrl={env.MAP_TILE_URL ?? null}
          residence={{ id: r.id, name: r.name, lat: r.lat, lng: r.lng }}
          packedPoints={toJsonText(packPoints(nearby))}
        />
      )}
    </PlainStack>
  );
}
