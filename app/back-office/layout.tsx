import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LiveRefresh } from '@/components/live/live-refresh';
import { ErrorNotice } from '@/components/notices/error-notice';
import { BackOfficeProviders } from '@/components/providers/back-office-providers';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { pageTitle } from '@/lib/brand/brands';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { getStaffProfile } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { BackOfficeFrame } from './_components/back-office-frame';

export async function generateMetadata() {
  const [t, brand] = await Promise.all([getTranslations('backOffice'), getCurrentBrand()]);
  const title = `${t('title')} · ${pageTitle(brand.code)}`;
  // A console page's own title comes first, then the console's and the brand's.
  return { title: { default: title, template: `%s · ${title}` } };
}

export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const session = await requireStaffSession();
  const [brand, profile, te] = await Promise.all([getCurrentBrand(), load(getStaffProfile(session.accessToken), { notFoundOn404: true }), getTranslations('errors')]);
  if (!profile.ok) return <ErrorNotice title={te('title')} message={te('generic')} />;
  const { prenom, nom, brands } = profile.value.data;
  return (
    <BackOfficeProviders>
      <BackOfficeFrame brand={{ code: brand.code, fullName: brand.fullName, logo: brand.logo }} staff={{ name: `${prenom} ${nom}`, brands }}>
        {children}
        <LiveRefresh everything />
      </BackOfficeFrame>
    </BackOfficeProviders>
  );
}
