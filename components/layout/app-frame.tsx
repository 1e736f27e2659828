'use client';

import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { RightPanel } from '@/components/panels/right-panel';
import { RightPanelProvider, useRightPanel } from '@/components/panels/right-panel-context';
import { UserPanel } from '@/components/panels/user-panel';
import { DrawnOnceLive } from '@/components/ui/drawn-once-live';
import type { NavEntry } from '@/lib/partner/menu';
import { AppHeader } from './app-header';
import { FocusHeadingOnNavigate } from './focus-heading-on-navigate';
import frame from './frame.module.css';
import { MainNavbar } from './main-navbar';
import { menuAttributes, useMenuDrawer } from './menu-drawer';
import { ScrollToTop } from './scroll-to-top';
import { ShellActionsProvider } from './shell-actions';
import type { ShellBrand, ShellUser } from './shell-types';
import { SkipLink } from './skip-link';
import { WebsiteModal } from './website-modal';

export interface AppFrameProps {
  brand: ShellBrand;
  /** The brand's logo for the header, drawn on the server (header-logo.tsx). */
  logo: ReactNode;
  user: ShellUser;
  menu: NavEntry[];
  /** Global search field, shown in the header. */
  search?: ReactNode;
  /** Account features shown in the user panel under the profile (change-password form). */
  userPanelExtra?: ReactNode;
  /** Frame-wide feature components: logout and account-switch modals, blocking modals… */
  overlays?: ReactNode;
  children: ReactNode;
}

/** The logged-in frame: header, left navigation (open by default), page area and right-hand panel. */
export function AppFrame(props: AppFrameProps) {
  return (
    <ShellActionsProvider>
      <RightPanelProvider>
        <Frame {...props} />
      </RightPanelProvider>
    </ShellActionsProvider>
  );
}

function Frame({ brand, logo, user, menu, search, userPanelExtra, overlays, children }: AppFrameProps) {
  const nav = useMenuDrawer();
  const [websiteOpened, website] = useDisclosure(false);
  const panel = useRightPanel();

  return (
    <div className={frame.root} {...menuAttributes(nav)} data-panel-open={panel.item ? '' : undefined}>
      <SkipLink target="main-content" />
      {/* Each part of the frame is its own Suspense boundary, so React hydrates them one by one, yielding to the
          browser in between, instead of the whole frame in one long task on a first load. */}
      <Suspense>
        <AppHeader logo={logo} user={user} nav={nav} onOpenWebsite={website.open} search={search} />
      </Suspense>
      <Suspense>
        <MainNavbar entries={menu} nav={nav} />
      </Suspense>
      <main id="main-content" tabIndex={-1} className={frame.main}>
        {children}
      </main>
      <Suspense>
        <RightPanel
          builtIn={{
            user: (
              <UserPanel user={user} brandName={brand.fullName}>
                {userPanelExtra}
              </UserPanel>
            ),
          }}
        />
      </Suspense>
      {/* Dialogs and watchers, which draw nothing until the person or the server acts: mounted by the browser only. */}
      <Suspense>
        <DrawnOnceLive>
          <WebsiteModal brand={brand} opened={websiteOpened} onClose={website.close} />
          <ScrollToTop />
          <FocusHeadingOnNavigate />
          {overlays}
        </DrawnOnceLive>
      </Suspense>
    </div>
  );
}
