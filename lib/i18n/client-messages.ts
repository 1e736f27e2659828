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

/** The messages client components need, out of all of them. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
