import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces of `messages/fr.json` read by client components (`useTranslations` in the browser). Only these travel
 * in every page's RSC payload; server components read the whole file on the server. `client-messages.test.ts`
 * fails when a client component reads a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'auth',
  'backOffice',
  'clients',
  'colorScheme',
  'comparison',
  'content',
  'documents',
  'emptyStates',
  'errorPage',
  'errors',
  'favorites',
  'funds',
  'lots',
  'menu',
  'messaging',
  'notifications',
  'options',
  'pageHeader',
  'panels',
  'pdf',
  'preferences',
  'programmes',
  'sales',
  'search',
  'shell',
  'simulation',
  'stats',
  'subscription',
  'success',
  'surveys',
] as const;

/**
 * Client namespaces read on a few screens only, by components rendered inside the page (never in the frame nor in a
 * panel it opens): those screens add them with `ScreenMessages` (components/providers/screen-messages.tsx), and
 * every other page goes without.
 */
export const SCREEN_NAMESPACES = ['backOffice', 'pdf', 'stats', 'surveys'] as const satisfies readonly (typeof CLIENT_NAMESPACES)[number][];
export type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number];

const isScreenNamespace = (name: string): name is ScreenNamespace => (SCREEN_NAMESPACES as readonly string[]).includes(name);

/** The messages client components need, out of all of them: every page's, plus the screen namespaces asked for. */
export function clientMessages(messages: AbstractIntlMessages, screen: readonly ScreenNamespace[] = []): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((name) => name in messages && (!isScreenNamespace(name) || screen.includes(name))).map((name) => [name, messages[name]]),
  );
}
