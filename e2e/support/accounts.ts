export const DEMO_PASSWORD = 'Demo-Partenaire-2026!';

export type DemoBrand = 'lrp' | 'lci' | 'is' | 'icm';

export interface DemoAccount {
  email: string;
  brand: DemoBrand;
}

export const ACCOUNTS = {
  lrp: { email: 'conseiller@lrp.demo', brand: 'lrp' },
  lci: { email: 'conseiller@lci.demo', brand: 'lci' },
  is: { email: 'conseiller@is.demo', brand: 'is' },
  icm: { email: 'conseiller@icm.demo', brand: 'icm' },
  directeur: { email: 'directeur@lrp.demo', brand: 'lrp' },
  faible: { email: 'faible@lrp.demo', brand: 'lrp' },
  multi: { email: 'multi@lci.demo', brand: 'lci' },
  nouveau: { email: 'nouveau@is.demo', brand: 'is' },
} satisfies Record<string, DemoAccount>;

export function brandUrl(brand: DemoBrand, path = '/'): string {
  const port = process.env.E2E_PORT ?? '3100';
  return `http://${brand}.localhost:${port}${path}`;
}

export function apiUrl(path: string): string {
  const port = process.env.E2E_API_PORT ?? '4110';
  return `http://127.0.0.1:${port}/api/${path.replace(/^\//, '')}`;
}
