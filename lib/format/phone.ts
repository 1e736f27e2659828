import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Apart from lib/format/format.ts: the phone metadata (about 80 kB) then reaches only the pages that show a phone number.

// Parsing against the metadata is a visible share of a page's server time, and the frame shows the adviser's number on
// every page: a number is parsed once, and the memo starts over past this many numbers.
const MAX_REMEMBERED = 1_000;
const formatted = new Map<string, string>();

/**
 * A phone number as French readers expect it, grouped by two and never wrapped: « 06 50 84 06 45 », foreign numbers
 * in their international form. A value that is not a phone number is shown as typed.
 */
export function formatPhone(value: string): string {
  let shown = formatted.get(value);
  if (shown === undefined) {
    const phone = parsePhoneNumberFromString(value, 'FR');
    shown = phone?.isValid() ? (phone.country === 'FR' ? phone.formatNational() : phone.formatInternational()).replace(/ /g, '\u00a0') : value;
    if (formatted.size >= MAX_REMEMBERED) formatted.clear();
    formatted.set(value, shown);
  }
  return shown;
}

/** The `tel:` address of a phone number (E.164 when it parses). */
export function phoneHref(value: string): string {
  return `tel:${parsePhoneNumberFromString(value, 'FR')?.number ?? value.replace(/\s/g, '')}`;
}
