import fr from '../messages/fr.json';

/**
 * messages/fr.json for the code both sides share and for the partner API, which has no next-intl; the app's
 * components and pages read the same file through next-intl.
 */
export const messages = fr;

/** Fills the `{name}` placeholders of a message, as next-intl does for simple arguments. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
