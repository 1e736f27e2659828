/** Icon names the navigation can draw; the server may send one, otherwise the page key picks it (SPEC §2). */
export const MENU_ICON_BY_PAGE = {
  dashboard: 'dashboard',
  'dashboard/direction': 'direction',
  clients: 'clients',
  suivis: 'suivis',
  programmes: 'programmes',
  ventes: 'ventes',
  litiges: 'litiges',
  fonds: 'fonds',
  formations: 'formations',
  'contact-us': 'contact',
  'programmes/ancien': 'ancien',
  'programmes/neuf': 'neuf',
  'programmes/impact': 'impact',
  'programmes/residentiel': 'residentiel',
  webinaires: 'webinaires',
  'documents-pe': 'documents',
  messagerie: 'messagerie',
  'guides-marches': 'guides',
  // Screens of this extranet beyond the spec's list.
  options: 'options',
  simulations: 'simulations',
  favoris: 'favoris',
  notifications: 'notifications',
  agenda: 'agenda',
  sondages: 'sondages',
} as const;

export type MenuIconName = (typeof MENU_ICON_BY_PAGE)[keyof typeof MENU_ICON_BY_PAGE] | 'home' | 'page';

export const MENU_ICON_NAMES: readonly MenuIconName[] = [...Object.values(MENU_ICON_BY_PAGE), 'home', 'page'];

export function isMenuIconName(value: unknown): value is MenuIconName {
  return typeof value === 'string' && (MENU_ICON_NAMES as readonly string[]).includes(value);
}

/** Icon of a menu entry: home without a page, the page key's icon, or a neutral page icon for unknown keys. */
export function iconForPage(page: string | null | undefined): MenuIconName {
  const key = page?.trim().replace(/^\/+|\/+$/g, '');
  if (!key) return 'home';
  return MENU_ICON_BY_PAGE[key as keyof typeof MENU_ICON_BY_PAGE] ?? 'page';
}

/** SPEC §2 gives the menu keys ventes and litiges their routes, the statistics screens; the lists have keys of their own. */
const ROUTE_BY_PAGE: Record<string, string> = {
  ventes: '/stats/ventes',
  litiges: '/stats/litiges',
  'ventes/liste': '/ventes',
  'litiges/liste': '/litiges',
};

/** Link of a menu entry: `/` for home, the key's own route where SPEC names one, `/<page>` otherwise. */
export function menuHref(page: string | null | undefined): string {
  const key = page?.trim().replace(/^\/+|\/+$/g, '');
  if (!key) return '/';
  return ROUTE_BY_PAGE[key] ?? `/${key}`;
}
