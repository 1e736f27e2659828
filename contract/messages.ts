import format, { type CompiledMessage } from 'icu-minify/format';
import root from '../messages/root/fr.json';
import screens from '../messages/fr.json';
import { LOCALE } from '../i18n/settings';

/**
 * The whole catalogue (messages/fr.json, and messages/root/fr.json for the texts read outside the logged-in frames)
 * for the code both sides share and for the partner API, which has no next-intl; the app's components and pages
 * read the same files through next-intl.
 */
export const messages = { ...root, ...screens };

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/**
 * Fills the `{name}` placeholders of a message, as next-intl does for simple arguments. Next's build hands the
 * messages over already compiled (next.config.mjs): a message with arguments is then an array, formatted by the
 * compiler's own runtime; the partner API's bundle and the tests read them as written.
 */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  const message: unknown = text;
  if (Array.isArray(message)) return String(format(message as CompiledMessage, LOCALE, values, { formatters }));
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
