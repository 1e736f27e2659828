import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ExtranetFrame } from '@/components/layout/extranet-frame';
import { refuseHiddenPage } from '@/lib/menu/adviser-menu';
import { BACK_OFFICE_HOME } from '@/lib/auth/login-destination';
import { readSession } from '@/lib/auth/session';

export default async function ExtranetLayout({ children }: { children: ReactNode }) {
  const session = await readSession();
  // Back-office accounts have no adviser screens.
  if (session?.staff) redirect(BACK_OFFICE_HOME);
  // A screen the server left out of this adviser's menu answers 404 here, before a loading screen streams a 200;
  // the root not-found draws it inside the adviser's frame (app/not-found.tsx).
  if (session) await refuseHiddenPage(session.accessToken);
  return <ExtranetFrame>{children}</ExtranetFrame>;
}
