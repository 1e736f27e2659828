import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppFrame } from '@/components/layout/app-frame';
import { toShellUser } from '@/components/layout/shell-types';
import { ErrorNotice } from '@/components/notices/error-notice';
import { getCurrentBrand } from '@/lib/current-brand';
import { loadExtranetShell } from '@/lib/extranet-shell';

export default async function ExtranetLayout({ children }: { children: ReactNode }) {
  const shell = await loadExtranetShell();
  const brand = await getCurrentBrand();
  const t = await getTranslations('errors');

  return (
    <AppFrame
      brand={{ code: brand.code, fullName: brand.fullName, logo: brand.logo, baseUrl: brand.baseUrl }}
      user={toShellUser(shell.user)}
      menu={shell.menu}
    >
      {shell.menuFailed && <ErrorNotice title={t('title')} message={t('menu')} />}
      {children}
    </AppFrame>
  );
}
