import { getRequestConfig } from 'next-intl/server';

// One locale, no prefix in URLs: every visible string comes from messages/fr.json.
export default getRequestConfig(async () => ({
  locale: 'fr',
  timeZone: 'Europe/Paris',
  messages: (await import('../messages/fr.json')).default,
}));
