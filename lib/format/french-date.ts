import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How a date is typed in French (30/06/2027, 3/6/2027), and the ISO form pasted from elsewhere. */
const FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];

/** A typed date as `YYYY-MM-DD`, or null when it is not a real calendar day (31/02/2027 included). */
export function parseFrenchDate(text: string): string | null {
  const parsed = dayjs(text.trim(), FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}
