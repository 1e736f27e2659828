import root from '../messages/root/fr.json';

/**
 * The namespaces read by the client components outside the logged-in frames: the login screen and its greeting,
 * the error screens, the notices and the root's own providers. They live in a file of their own, so the login
 * page, the first a phone opens, downloads them and not the whole catalogue, which the frames bring
 * (components/providers/screens-providers.tsx).
 */
export const rootMessages = root;
