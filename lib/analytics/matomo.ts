/** The Matomo origin to allow in the CSP, or null when analytics is off (no MATOMO_URL). */
export function matomoOrigin(matomoUrl: string | undefined): string | null {
  return matomoUrl ? new URL(matomoUrl).origin : null;
}

export interface MatomoSetup {
  scriptUrl: string;
  /** `_paq` commands queued before the script loads. */
  commands: (string | number)[][];
}

/** Script and first commands of the tracker for one brand's site id. */
export function matomoSetup(matomoUrl: string, siteId: number): MatomoSetup {
  const base = matomoUrl.endsWith('/') ? matomoUrl : `${matomoUrl}/`;
  return {
    scriptUrl: new URL('matomo.js', base).href,
    commands: [
      // No tracking cookie: audience measurement the CNIL exempts from consent.
      ['disableCookies'],
      ['setTrackerUrl', new URL('matomo.php', base).href],
      ['setSiteId', String(siteId)],
    ],
  };
}

/** Commands recording one page view (first load and each client navigation). */
export function pageViewCommands(href: string, title: string): (string | number)[][] {
  return [['setCustomUrl', href], ['setDocumentTitle', title], ['trackPageView']];
}
