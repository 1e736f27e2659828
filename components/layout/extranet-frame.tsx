import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LazyAccountSettings } from '@/components/account/lazy-account-settings';
import { LinkLoginPrompt } from '@/components/auth/link-login-prompt';
import { ComparisonBar } from '@/components/comparison/comparison-bar';
import { ComparisonProvider } from '@/components/comparison/comparison-context';
import { DocumentsModalGate } from '@/components/documents/documents-modal-gate';
import { AppFrame } from '@/components/layout/app-frame';
import { HeaderLogo } from '@/components/layout/header-logo';
import type { ShellUser } from '@/components/layout/shell-types';
import { ErrorNotice } from '@/components/notices/error-notice';
import { LiveRefresh } from '@/components/live/live-refresh';
import { ScreensProviders } from '@/components/providers/screens-providers';
import { HeaderTools } from '@/components/search/header-tools';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { navEntries } from '@/lib/partner/menu';
import { formatPhone } from '@/lib/format/phone';
import type { UserInfos } from '@/lib/partner/auth';
import { readSession } from '@/lib/auth/session';

/** The adviser as the frame shows them, phone number formatted here so the phone metadata stays on the server. */
function toShellUser(infos: UserInfos): ShellUser {
  return {
    civilite: infos.civilite ?? null,
    prenom: infos.prenom,
    nom: infos.nom,
    email: infos.email,
    telephone: infos.telephone ? formatPhone(infos.telephone) : null,
    role: infos.role ?? null,
    directeur: infos.directeur,
    accountsCount: infos.accounts_count,
  };
}

/** The logged-in adviser's frame (logo, menu, header tools, panels) around the screens and around a 404. */
export async function ExtranetFrame({ children }: { children: ReactNode }) {
  const shell = await loadExtranetShell();
  const brand = await getCurrentBrand();
  const [t, ts] = await Promise.all([getTranslations('errors'), getTranslations('shell')]);
  const session = await readSession();

  return (
    <ScreensProviders>
      <ComparisonProvider owner={`${brand.code}:${shell.user.id}`}>
        <AppFrame
          brand={{ code: brand.code, fullName: brand.fullName, baseUrl: brand.baseUrl }}
          logo={<HeaderLogo src={brand.logo} alt={ts('homeLink', { brand: brand.fullName })} />}
          user={toShellUser(shell.user)}
          menu={navEntries(shell.menu)}
          search={<HeaderTools />}
          userPanelExtra={
            <LazyAccountSettings
              userId={Number(shell.user.id)}
              communications={{ informations_par_email: shell.user.news_cgp ?? false, informations_par_sms: shell.user.sms_cgp ?? false }}
            />
          }
          overlays={
            <>
              <DocumentsModalGate
                checkDocuments={brand.code === 'lrp'}
                loginKey={String(session?.loggedInAt ?? '')}
                weakPassword={Boolean(session?.weakPassword)}
                accountsCount={shell.user.accounts_count}
              />
              <LinkLoginPrompt />
              <LiveRefresh />
            </>
          }
        >
          {shell.menuFailed && <ErrorNotice title={t('title')} message={t('menu')} />}
          {children}
          <ComparisonBar />
        </AppFrame>
      </ComparisonProvider>
    </ScreensProviders>
  );
}
