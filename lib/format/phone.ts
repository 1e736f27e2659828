import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Apart from lib/format/format.ts: the phone metadata (about 80 kB) then reaches only the pages that show a phone number.

/**
 * A phone number as French readers expect it, grouped by two and never wrapped: « 06 50 84 06 45 », foreign numbers
 * in their international form. A value that is not a phone number is shown as typed.
 */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, 'FR');
  if (!phone?.isValid()) return value;
  return (phone.country === 'FR' ? phone.formatNational() : phone.formatInternational()).replace(/ /g, '\u00a0');
}

/** The `tel:` address of a phone number (E.164 when it parses). */
export function phoneHref(value: string): string {
  return `tel:${parsePhoneNumberFromString(value, 'FR')?.number ?? value.replace(/\s/g, '')}`;
}
