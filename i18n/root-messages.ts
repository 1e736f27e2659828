import type { AbstractIntlMessages } from 'next-intl';

/**
 * The namespaces read by the client components outside the logged-in frames: the login screen and its greeting,
 * the error screens, the notices and the root's own providers. The root layout passes just these from the server,
 * so the login page, the first a phone opens, does not download the whole catalogue; the frames bring it
 * (components/providers/screens-intl-provider.tsx).
 */
export const ROOT_NAMESPACES = ['auth', 'errorPage', 'errors', 'shell'] as const;

export function rootMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(ROOT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
}
