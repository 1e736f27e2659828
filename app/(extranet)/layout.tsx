import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ExtranetFrame } from '@/components/layout/extranet-frame';
import { BACK_OFFICE_HOME } from '@/lib/auth/login-destination';
import { readSession } from '@/lib/session';

export default async function ExtranetLayout({ children }: { children: ReactNode }) {
  // Back-office accounts have no adviser screens. A screen the server left out of this adviser's menu is refused
  // with 404 by its page (lib/adviser-menu.ts), inside the frame.
  if ((await readSession())?.staff) redirect(BACK_OFFICE_HOME);
  return <ExtranetFrame>{children}</ExtranetFrame>;
}
