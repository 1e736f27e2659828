import { getRequestConfig } from 'next-intl/server';
import { formats } from './formats';
import { LOCALE, TIME_ZONE } from './settings';

// One locale, no prefix in URLs: every visible string comes from messages/fr.json.
export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  formats,
  messages: (await import('../messages/fr.json')).default,
}));
