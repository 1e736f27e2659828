import { getRequestConfig } from 'next-intl/server';
import { wholeCatalogue } from './back-office-messages';
import { LOCALE, TIME_ZONE } from './settings';

// One locale, no prefix in URLs: every visible string comes from the catalogue in messages/. No named formats here:
// no message names one, and each translation would copy them (numbers and dates go through lib/format/format.ts).
export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages: wholeCatalogue,
}));
