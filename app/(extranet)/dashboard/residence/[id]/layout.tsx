import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/screen-messages';

// This screen's components read the 'stats' messages, which other pages go without (lib/i18n/client-messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['stats']}>{children}</ScreenMessages>;
}
