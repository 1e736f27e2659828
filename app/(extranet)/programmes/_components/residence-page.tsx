import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { ErrorNotice } from '@/components/notices/error-notice';
import { env } from '@/lib/env';
import { getLotGrid, getPointsOfInterest, getResidence, getSubscriptionForm } from '@/lib/partner/programmes';
import { isSubscribeState } from '@/lib/partner/subscription';
import { residenceHref } from '@/lib/programmes/filters';
import { load } from '@/lib/load';
import { requireSession } from '@/lib/session';
import { ButtonLink } from '@/components/programmes/button-link';
import { LotGrid } from '@/components/programmes/lot-grid';
import { Neighbourhood } from '@/components/programmes/neighbourhood';
import { ResidenceFacets } from '@/components/programmes/residence-facets';
import { ResidenceGallery } from '@/components/programmes/residence-gallery';
import { SubscribeState } from '@/components/programmes/subscribe-state';

const listOfType: Record<string, string> = {
  neuf: '/programmes/neuf',
  ancien: '/programmes/ancien',
  residentiel: '/programmes/residentiel',
  impact: '/programmes/impacts',
};

/** The type segment of a residence URL: `/programmes/{segment}/{id}`. */
export type ResidenceRoute = 'LMNP' | 'decote' | 'impacts' | 'residence';

/**
 * A residence page: its facets, lot grid and neighbourhood, all read in one parallel round. Reached through the
 * type segment of another kind of residence, it redirects to its own URL.
 */
export async function ResidencePage({ id, route }: { id: number; route: ResidenceRoute }) {
  const session = await requireSession();
  const token = session.accessToken;
  const [t, te, residence, lots, subscriptionUrl, points] = await Promise.all([
    getTranslations('programmes'),
    getTranslations('errors'),
    load(getResidence(token, id), { notFoundOn404: true }),
    load(getLotGrid(token, id)),
    load(getSubscriptionForm(token, id)),
    load(getPointsOfInterest(token, id)),
  ]);

  if (!residence.ok) {
    return (
      <Stack>
        <ErrorNotice title={te('title')} message={te('async')} />
        <ButtonLink href="/programmes" variant="subtle" px={0}>
          {t('residence.back')}
        </ButtonLink>
      </Stack>
    );
  }
  if (isSubscribeState(residence.value)) return <SubscribeState message={residence.value.message} />;
  const r = residence.value.data;
  if (!r) notFound();
  const ownHref = residenceHref(r);
  if (ownHref !== `/programmes/${route}/${id}`) redirect(ownHref);

  return (
    <Stack gap="xl">
      {!lots.ok && <ErrorNotice title={te('title')} message={te('lots')} />}
      {!subscriptionUrl.ok && <ErrorNotice title={te('title')} message={te('subscriptionForm')} />}
      <Stack gap={4}>
        <ButtonLink href={listOfType[r.type] ?? '/programmes'} variant="subtle" px={0} w="fit-content" size="compact-sm">
          {t('residence.back')}
        </ButtonLink>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Group gap="sm">
              <Title order={1}>{r.name}</Title>
              <Badge variant="filled" color="dark">
                {t(`types.${r.type}`)}
              </Badge>
            </Group>
            <Text c="dimmed">
              {[r.address, `${r.postcode} ${r.city}`, r.department].filter(Boolean).join(' · ')}
            </Text>
            {r.promoter && <Text size="sm">{t('residence.promoter', { name: r.promoter })}</Text>}
          </div>
          <FavoriteButton id={r.id} name={r.name} initial={r.is_favorite} size="xl" />
        </Group>
      </Stack>
      <ResidenceGallery name={r.name} photos={r.photos} />
      <Text>{r.description}</Text>
      <ResidenceFacets residence={r} subscriptionUrl={subscriptionUrl.ok ? subscriptionUrl.value : null} />
      {lots.ok && <LotGrid residenceId={r.id} residenceName={r.name} lots={lots.value} />}
      {points.ok && (
        <Neighbourhood
          tileUrl={env.MAP_TILE_URL ?? null}
          residence={{ id: r.id, name: r.name, lat: r.lat, lng: r.lng }}
          points={points.value}
        />
      )}
    </Stack>
  );
}
