/** Where a back-office account lives; it has no adviser screens. */
export const BACK_OFFICE_HOME = '/back-office';

/** After the greeting: the page asked for when it is inside the account's home, else the home (none: stay). */
export function destinationAfterLogin(home: string | undefined, pathname: string): string | undefined {
  if (!home || pathname === home || pathname.startsWith(`${home}/`)) return undefined;
  return home;
}
