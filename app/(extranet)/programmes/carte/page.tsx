import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { env } from '@/lib/runtime/env';
import { searchByLocation } from '@/lib/partner/programmes';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { MapSearch } from './_components/map-search';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.map'))('title') };
}

// GET /programmes/carte – programmes on a map, searched by place or around a point
export default async function Page({ searchParams }: PageProps<'/programmes/carte'>) {
  const session = await requireSession();
  const place = (await searchParams).lieu;
  const search = typeof place === 'string' && place.trim().length >= 2 ? place.trim().slice(0, 100) : undefined;
  const [t, initial] = await Promise.all([
    getTranslations('errors'),
    load(searchByLocation(session.accessToken, search ? { search } : { all: true })),
  ]);
  return (
    <>
      {!initial.ok && <ErrorNotice title={t('title')} message={t('search')} />}
      <MapSearch tileUrl={env.MAP_TILE_URL ?? null} initialSearch={search ?? ''} initial={initial.ok ? initial.value : { center: null, residences: [] }} />
    </>
  );
}
