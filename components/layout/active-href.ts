/** The menu link matching the current path most closely: `/programmes/neuf/12` → `/programmes/neuf`. */
export function activeHref(pathname: string, hrefs: readonly string[]): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const href of hrefs) {
    const matches = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
    if (matches && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
