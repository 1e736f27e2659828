import { getRequestConfig } from 'next-intl/server';
import { wholeCatalogue } from './back-office-messages';
import { formats } from './formats';
import { LOCALE, TIME_ZONE } from './settings';

// One locale, no prefix in URLs: every visible string comes from the catalogue in messages/.
export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  formats,
  messages: wholeCatalogue,
}));
